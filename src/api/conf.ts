import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type { CommonConfig } from '../state/config';
import { call } from './client';

/** The conf family: `/conf/*`. Every query key starts with 'conf'. */

/** `/conf/get-by-shopid`: service phone, agreements (HTML: sanitise before showing) and washing flow steps. */
export const commonConfigSchema = v.object({
  servicePhone: v.optional(v.nullable(v.string()), ''),
  userAgreement: v.optional(v.nullable(v.string()), ''),
  privacyAgreement: v.optional(v.nullable(v.string()), ''),
  flow: v.optional(v.nullable(v.array(v.string())), []),
});

/** Kept identical to CommonConfig in src/state/config.ts: a change on either side fails the type check. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const configMatchesState: Same<
  { [K in keyof v.InferOutput<typeof commonConfigSchema>]: NonNullable<v.InferOutput<typeof commonConfigSchema>[K]> },
  CommonConfig
> = true;
void configMatchesState;

export const getCommonConfig = (shopId: number, signal?: AbortSignal): Promise<CommonConfig> =>
  call(commonConfigSchema, '/conf/get-by-shopid', { query: { shopId }, signal }).then((data) => ({
    servicePhone: data.servicePhone ?? '',
    userAgreement: data.userAgreement ?? '',
    privacyAgreement: data.privacyAgreement ?? '',
    flow: data.flow ?? [],
  }));

export const confKeys = {
  all: ['conf'] as const,
  common: (shopId: number) => ['conf', 'common', { shopId }] as const,
};

export const confQueries = {
  common: (shopId: number) =>
    queryOptions({
      queryKey: confKeys.common(shopId),
      queryFn: ({ signal }) => getCommonConfig(shopId, signal),
      staleTime: 10 * 60_000,
    }),
};
