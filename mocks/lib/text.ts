import type { Locale } from '../../src/i18n/locales';

/** Seed texts exist in the app's three locales and follow Accept-Language (the mock answers like a real server). */
export type Lang = Locale;
export type Text = Record<Lang, string>;

export function langOf(request: Request): Lang {
  const header = request.headers.get('Accept-Language') ?? '';
  if (header.startsWith('vi')) return 'vi';
  if (header.startsWith('zh')) return 'zh-CN';
  return 'en';
}

export function tr(text: Text, lang: Lang): string {
  return text[lang] || text.en;
}

export const txt = (en: string, vi: string, zh: string): Text => ({ en, vi, 'zh-CN': zh });
