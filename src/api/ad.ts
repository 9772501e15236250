import { queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { Id } from '../lib/id';
import { call } from './client';
import { adListRequest } from './requests';
import { bannerListSchema } from './schemas/banner';

/** The ad family: home banners (`/ad/list`), public. Every query key starts with 'ad'. */

export type { BannerLink } from './schemas/banner';

/** A banner as shown: always with its picture. */
export type Banner = v.InferOutput<typeof bannerListSchema>[number];

export const getAdList = (shopId: Id, signal?: AbortSignal) =>
  call(bannerListSchema, adListRequest(shopId), { signal });

export const adKeys = {
  all: ['ad'] as const,
  list: (shopId: Id) => ['ad', 'list', { shopId }] as const,
};

export const adQueries = {
  list: (shopId: Id) =>
    queryOptions({
      queryKey: adKeys.list(shopId),
      queryFn: ({ signal }) => getAdList(shopId, signal),
      staleTime: 5 * 60_000,
      meta: { request: adListRequest(shopId) },
    }),
};
