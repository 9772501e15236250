import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type { Id } from '../lib/id';
import { call } from './client';
import { commonConfigRequest } from './requests';
import { textSchema } from './schemas/common';

/** The conf family: `/conf/*`. Every query key starts with 'conf'. */

/** `/conf/get-by-shopid`: service phone, agreements (HTML: sanitise before showing) and washing flow steps. */
export const commonConfigSchema = v.object({
  servicePhone: v.nullish(textSchema, ''),
  userAgreement: v.nullish(v.string(), ''),
  privacyAgreement: v.nullish(v.string(), ''),
  /** The steps as a list; a server that sends the flow as one text gives one step, never a failed config. */
  flow: v.nullish(
    v.union([
      v.array(textSchema),
      v.pipe(
        v.string(),
        v.transform((text) => (text.trim() ? [text] : [])),
      ),
    ]),
    [],
  ),
});

type CommonConfigAnswer = v.InferOutput<typeof commonConfigSchema>;
/** The common config as the screens read it (from the query cache): every field there, empty when not sent. */
export type CommonConfig = { [K in keyof CommonConfigAnswer]: NonNullable<CommonConfigAnswer[K]> };

export const getCommonConfig = (shopId: Id, signal?: AbortSignal): Promise<CommonConfig> =>
  call(commonConfigSchema, commonConfigRequest(shopId), { signal }).then((data) => ({
    servicePhone: data.servicePhone ?? '',
    userAgreement: data.userAgreement ?? '',
    privacyAgreement: data.privacyAgreement ?? '',
    flow: data.flow ?? [],
  }));

export const confKeys = {
  all: ['conf'] as const,
  common: (shopId: Id) => ['conf', 'common', { shopId }] as const,
};

export const confQueries = {
  common: (shopId: Id) =>
    queryOptions({
      queryKey: confKeys.common(shopId),
      queryFn: ({ signal }) => getCommonConfig(shopId, signal),
      staleTime: 10 * 60_000,
      meta: { request: commonConfigRequest(shopId) },
    }),
};
