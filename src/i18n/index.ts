import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../locales/en.json';
import { DEFAULT_LOCALE, type Locale, type Messages } from './locales';

/**
 * i18next with en bundled (default and fallback); vi and zh-CN are loaded on demand so the first paint
 * carries one language only. The `satisfies Messages` checks make a missing key a type error.
 */
const loaders: Record<Locale, () => Promise<Messages>> = {
  en: async () => en satisfies Messages,
  vi: async () => (await import('../../locales/vi.json')).default satisfies Messages,
  'zh-CN': async () => (await import('../../locales/zh-CN.json')).default satisfies Messages,
};

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
  initAsync: false,
});

/** Counts the switches asked for: only the newest one is carried out. */
let latestSwitch = 0;

/**
 * Switches the language once its texts are in, and once `alongside` (other texts that follow it) settles.
 * A switch asked for while an earlier one waits wins: Vietnamese tapped, then English before Vietnamese's texts
 * had arrived, ended in Vietnamese with English ticked.
 */
export async function changeLocale(locale: Locale, alongside?: Promise<unknown>): Promise<void> {
  const mine = ++latestSwitch;
  const [messages] = await Promise.all([
    i18n.hasResourceBundle(locale, 'translation') ? null : loaders[locale](),
    alongside?.catch(() => undefined),
  ]);
  if (messages && !i18n.hasResourceBundle(locale, 'translation')) {
    i18n.addResourceBundle(locale, 'translation', messages);
  }
  if (mine !== latestSwitch) return;
  await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}

export const t = i18n.t.bind(i18n);
