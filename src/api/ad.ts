import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { call } from './client';
import { bannerSchema } from './schemas/banner';

/** The ad family: home banners (`/ad/list`), public. Every query key starts with 'ad'. */

export type { Banner, BannerLink } from './schemas/banner';

const bannerListSchema = v.array(bannerSchema);

export const getAdList = (shopId: number, signal?: AbortSignal) =>
  call(bannerListSchema, '/ad/list', { query: { shopId }, signal });

export const adKeys = {
  all: ['ad'] as const,
  list: (shopId: number) => ['ad', 'list', { shopId }] as const,
};

export const adQueries = {
  list: (shopId: number) =>
    queryOptions({
      queryKey: adKeys.list(shopId),
      queryFn: ({ signal }) => getAdList(shopId, signal),
      staleTime: 5 * 60_000,
    }),
};
