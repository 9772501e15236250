import { queryOptions } from '@tanstack/react-query';
import { call } from './client';
import { storeInfoSchema } from './schemas/site';

/** The store family: `/store/*`. Every query key starts with 'store'. */

export const getStoreInfo = (storeNo: string, signal?: AbortSignal) =>
  call(storeInfoSchema, '/store/store-info', { query: { storeNo }, signal });

export const storeKeys = {
  all: ['store'] as const,
  info: (storeNo: string) => ['store', 'info', { storeNo }] as const,
};

export const storeQueries = {
  info: (storeNo: string) =>
    queryOptions({
      queryKey: storeKeys.info(storeNo),
      queryFn: ({ signal }) => getStoreInfo(storeNo, signal),
      staleTime: 5 * 60_000,
    }),
};
