import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { call } from './client';
import { ROOT_REGION_CODE, regionSchema } from './schemas/region';

/** The region family: `/region/*`. Every query key starts with 'region'. */

const regionListSchema = v.array(regionSchema);

/** The children of a region; `pcode` '0' gives the top level (provinces). */
export const getRegions = (pcode: string = ROOT_REGION_CODE, signal?: AbortSignal) =>
  call(regionListSchema, '/region/get-by-pcode', { query: { pcode }, signal });

export const regionKeys = {
  all: ['region'] as const,
  children: (pcode: string) => ['region', 'children', { pcode }] as const,
};

export const regionQueries = {
  /** Regions hardly change: kept for the session once loaded. */
  children: (pcode: string = ROOT_REGION_CODE) =>
    queryOptions({
      queryKey: regionKeys.children(pcode),
      queryFn: ({ signal }) => getRegions(pcode, signal),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
