import { atom } from 'jotai';
import * as v from 'valibot';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales';
import { persistedAtom } from './persisted';

/** The chosen language, persisted; sent as Accept-Language and drives antd-mobile's texts. */
export const localeAtom = persistedAtom<Locale>('locale', v.picklist(LOCALES), DEFAULT_LOCALE);

/** Languages the server offers (`/sys/get-sys-language`); not persisted. */
export const languageListAtom = atom<string[]>([]);
