import { i18n } from './instance';
import type { Locale, Messages } from './locales';

export { i18n };

/**
 * en (default and fallback) comes with the code that shows it (./instance.ts); vi and zh-CN are loaded whole when
 * chosen. The `satisfies Messages` checks make a missing key a type error.
 */
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<Messages>> = {
  vi: async () => (await import('../../locales/vi.json')).default satisfies Messages,
  'zh-CN': async () => (await import('../../locales/zh-CN.json')).default satisfies Messages,
};

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
    locale === 'en' || i18n.hasResourceBundle(locale, 'translation') ? null : loaders[locale](),
    alongside?.catch(() => undefined),
  ]);
  if (messages && !i18n.hasResourceBundle(locale, 'translation')) {
    i18n.addResourceBundle(locale, 'translation', messages);
  }
  if (mine !== latestSwitch) return;
  // i18next tells every component that shows a text of a switch even to the language already shown, and each
  // is drawn again: the app's start asks for the stored language twice (before the first render and as the
  // locale's provider mounts)
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}

export const t = i18n.t.bind(i18n);
