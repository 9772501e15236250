import enUS from 'antd-mobile/es/locales/en-US';
import type { Locale } from '../i18n/locales';

/** antd-mobile's own texts follow the app's locale (its default is zh-CN: STACK.md trap 2). */
export type AntdLocale = typeof enUS;

export const defaultAntdLocale: AntdLocale = enUS;

export async function loadAntdLocale(locale: Locale): Promise<AntdLocale> {
  switch (locale) {
    case 'vi':
      return (await import('antd-mobile/es/locales/vi-VN')).default;
    case 'zh-CN':
      return (await import('antd-mobile/es/locales/zh-CN')).default;
    default:
      return enUS;
  }
}
