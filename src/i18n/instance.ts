import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE } from './locales';

/**
 * The app's i18next, with English's texts added group by group as the code that shows them loads
 * (scripts/locale-groups.ts: every group's module calls `addTexts`). A text asked for before its group came
 * is a defect: it says so on the console (the browser tests fail on it) instead of passing silently.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  resources: { [DEFAULT_LOCALE]: { translation: {} } },
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
  initAsync: false,
  saveMissing: true,
  missingKeyHandler: (_languages, _namespace, key) => console.error(`Missing text: ${key}`),
});

/** English texts of one group, as en.json has them: `{ orders: { … } }`. */
export function addTexts(texts: Record<string, unknown>): void {
  i18n.addResourceBundle(DEFAULT_LOCALE, 'translation', texts, true, true);
}
