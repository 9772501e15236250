import type en from '../../locales/en.json';

/**
 * en.json (the source of truth, see ./locales.ts) as i18next's resources type: `t('…')` takes only a key en.json
 * has, so a mistyped key fails `tsc`. A key built from a value (`orders.status.${status}`) checks when the value
 * is a union of the keys' last parts.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
