import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type { Id } from '../lib/id';
import { nextPageNum } from '../lib/paging';
import { call } from './client';
import { goodsInfoRequest, goodsListRequest, goodsTypesRequest } from './requests';
import { pageSchema } from './schemas/common';
import { goodsDetailSchema, goodsSchema, goodsTypeSchema } from './schemas/goods';

/** The goods family: `/goods/*` (public calls). Every query key starts with 'goods'. */

const goodsTypeListSchema = v.array(goodsTypeSchema);
const goodsPageSchema = pageSchema(goodsSchema);

export type GoodsListParams = { shopId: Id; typeId?: Id | undefined; pageNum: number; pageSize: number };
export const GOODS_PAGE_SIZE = 10;

export const getGoodsTypes = (shopId: Id, signal?: AbortSignal) =>
  call(goodsTypeListSchema, goodsTypesRequest(shopId), { signal });

export const getGoodsList = (params: GoodsListParams, signal?: AbortSignal) =>
  call(goodsPageSchema, goodsListRequest(params), { signal });

export const getGoodsInfo = (id: Id, signal?: AbortSignal) => call(goodsDetailSchema, goodsInfoRequest(id), { signal });

export const goodsKeys = {
  all: ['goods'] as const,
  types: (shopId: Id) => ['goods', 'types', { shopId }] as const,
  infinite: (params: { shopId: Id; typeId?: Id | undefined; pageSize: number }) =>
    ['goods', 'list', 'infinite', params] as const,
  info: (id: Id) => ['goods', 'info', { id }] as const,
  infos: (ids: readonly Id[]) => ['goods', 'info', 'many', { ids }] as const,
};

export const goodsQueries = {
  types: (shopId: Id) =>
    queryOptions({
      queryKey: goodsKeys.types(shopId),
      queryFn: ({ signal }) => getGoodsTypes(shopId, signal),
      staleTime: 5 * 60_000,
      meta: { request: goodsTypesRequest(shopId) },
    }),
  /** The product list as pages loaded while scrolling. */
  infinite: (shopId: Id, typeId?: Id, pageSize = GOODS_PAGE_SIZE) =>
    infiniteQueryOptions({
      queryKey: goodsKeys.infinite({ shopId, typeId, pageSize }),
      queryFn: ({ pageParam, signal }) => getGoodsList({ shopId, typeId, pageNum: pageParam, pageSize }, signal),
      initialPageParam: 1,
      getNextPageParam: (last, _all, pageNum) => nextPageNum(last, pageNum, pageSize),
      meta: { request: goodsListRequest({ shopId, typeId, pageNum: 1, pageSize }) },
    }),
  info: (id: Id) =>
    queryOptions({
      queryKey: goodsKeys.info(id),
      queryFn: ({ signal }) => getGoodsInfo(id, signal),
      meta: { request: goodsInfoRequest(id) },
    }),
  /**
   * Several goods' details (the cart's, to price it afresh), each read and kept as `info` reads it; one that
   * cannot be read is left out (what it priced keeps its price). One query rather than one per goods: the same
   * reads, without loading the query layer's code for lists of queries onto the order form.
   */
  infos: (ids: readonly Id[]) =>
    queryOptions({
      queryKey: goodsKeys.infos(ids),
      queryFn: async ({ client }) => {
        const answers = await Promise.allSettled(ids.map((id) => client.fetchQuery(goodsQueries.info(id))));
        return answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
      },
    }),
};
