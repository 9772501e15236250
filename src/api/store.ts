import { queryOptions } from '@tanstack/react-query';
import { call } from './client';
import { storeInfoSchema } from './schemas/site';

/** The store family: `/store/*`. Every query key starts with 'store'. */

/** A store the server does not name is named by the number it was asked with. */
export const getStoreInfo = async (storeNo: string, signal?: AbortSignal) => {
  const info = await call(storeInfoSchema, '/store/store-info', { query: { storeNo }, signal });
  return { ...info, name: info.name || info.storeNo || storeNo };
};

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
