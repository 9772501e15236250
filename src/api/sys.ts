import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { isLocale, type Locale } from '../i18n/locales';
import { call } from './client';
import { mobileRegularRequest, sysLanguagesRequest } from './requests';

/** The sys family: `/sys/*`. Every query key starts with 'sys'. */

/** Only `code` is used: the app names each language in its own texts. */
export type SysLanguage = { code: Locale; name: string | null };

/** Languages the server offers; ones the app has no texts for are left out rather than failing the list. */
const languageListSchema = v.pipe(
  v.array(v.object({ code: v.string(), name: v.nullish(v.string(), null) })),
  v.transform((list) => list.filter((item): item is SysLanguage => isLocale(item.code))),
);

/**
 * The server's mobile pattern, a regular expression source, answered as `{regular}` or as the bare string;
 * empty or missing means none.
 */
const mobileRegularSchema = v.pipe(
  v.union([v.string(), v.nullish(v.object({ regular: v.nullish(v.string(), null) }))]),
  v.transform((data): { regular: string | null } =>
    typeof data === 'string' ? { regular: data } : { regular: data?.regular ?? null },
  ),
);
export type MobileRegular = v.InferOutput<typeof mobileRegularSchema>;

export const getSysLanguages = (signal?: AbortSignal) => call(languageListSchema, sysLanguagesRequest(), { signal });

export const getMobileRegular = (signal?: AbortSignal) => call(mobileRegularSchema, mobileRegularRequest(), { signal });

export const sysKeys = {
  all: ['sys'] as const,
  languages: () => ['sys', 'languages'] as const,
  mobileRegular: () => ['sys', 'mobile-regular'] as const,
};

export const sysQueries = {
  languages: () =>
    queryOptions({
      queryKey: sysKeys.languages(),
      queryFn: ({ signal }) => getSysLanguages(signal),
      staleTime: Infinity,
      meta: { request: sysLanguagesRequest() },
    }),
  /** The raw pattern source: compile it with compileMobilePattern (src/lib/phone.ts), which gives null for an invalid one. */
  mobileRegular: () =>
    queryOptions({
      queryKey: sysKeys.mobileRegular(),
      queryFn: ({ signal }) => getMobileRegular(signal),
      staleTime: Infinity,
      meta: { request: mobileRegularRequest() },
    }),
};
