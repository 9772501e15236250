import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type { Id } from '../lib/id';
import { nextPageNum } from '../lib/paging';
import { call } from './client';
import {
  orderCountsRequest,
  orderFlowRequest,
  orderInfoListRequest,
  orderInfoRequest,
  orderListRequest,
  orderRequest,
} from './requests';
import { pageSchema } from './schemas/common';
import {
  type Order,
  type OrderInfoAction,
  type OrderKind,
  type OrderStatus,
  openResultSchema,
  orderAmountSchema,
  orderCountsSchema,
  orderFlowStepSchema,
  orderInfoSchema,
  orderSchema,
  refundReasonSchema,
} from './schemas/order';

/**
 * The order family's reads: `/order/*`, all session calls (code 401 without a token). Every query key starts
 * with 'order'. The writes are in ./order-writes.ts.
 */

// ---- inputs ---------------------------------------------------------------------------------------------

export type OrderListParams = { status?: OrderStatus; pageNum: number; pageSize: number };
export type OrderInfoListParams = { lockerNo?: string; kind?: OrderInfoAction };

/** One line to price or order: goods, count and the chosen add-on ids (the cart's goodsAddVos). */
export type OrderLineInput = { goodsId: Id; count: number; addOnIds: Id[] };

export type OrderAmountInput = {
  items: OrderLineInput[];
  couponId?: Id;
  kind: OrderKind;
  /** Door-to-door only: where the shoes are picked up, and which site serves it. */
  deliveryAddressId?: Id;
  siteId?: Id;
  shopId?: Id;
};

// ---- calls ----------------------------------------------------------------------------------------------

const orderPageSchema = pageSchema(orderSchema);
const orderInfoListSchema = v.array(orderInfoSchema);
const refundReasonsSchema = v.array(refundReasonSchema);
const orderFlowSchema = v.array(orderFlowStepSchema);

export const getOrderList = (params: OrderListParams, signal?: AbortSignal) =>
  call(orderPageSchema, orderListRequest(params), { signal });

export const getOrderCounts = (signal?: AbortSignal) => call(orderCountsSchema, orderCountsRequest(), { signal });

/** The customer's sub-orders waiting to be stored ('store') or collected ('pick'), at one cabinet if given. */
export const getOrderInfoList = (params: OrderInfoListParams = {}, signal?: AbortSignal) =>
  call(orderInfoListSchema, orderInfoListRequest(params), { signal });

export const getOrder = (id: Id, signal?: AbortSignal) => call(orderSchema, orderRequest(id), { signal });

export const getOrderInfo = (orderInfoId: Id, signal?: AbortSignal) =>
  call(orderInfoSchema, orderInfoRequest(orderInfoId), { signal });

export const getOpenResult = (resultId: Id, signal?: AbortSignal) =>
  call(openResultSchema, '/order/open-result', { query: { resultId }, signal });

export const getRefundReasons = (signal?: AbortSignal) => call(refundReasonsSchema, '/order/refund-reason', { signal });

export const getOrderFlow = (orderInfoId: Id, signal?: AbortSignal) =>
  call(orderFlowSchema, orderFlowRequest(orderInfoId), { signal });

export const countOrderAmount = (input: OrderAmountInput, signal?: AbortSignal) =>
  call(orderAmountSchema, '/order/count-order-amount', { json: input, signal });

// ---- query keys and options -----------------------------------------------------------------------------

export const orderKeys = {
  all: ['order'] as const,
  lists: () => ['order', 'list'] as const,
  list: (status: OrderStatus | null, pageSize: number) => ['order', 'list', { status, pageSize }] as const,
  page: (params: OrderListParams) => ['order', 'list', 'page', params] as const,
  counts: () => ['order', 'counts'] as const,
  infoLists: () => ['order', 'info-list'] as const,
  infoList: (params: OrderInfoListParams) =>
    ['order', 'info-list', { lockerNo: params.lockerNo ?? null, kind: params.kind ?? null }] as const,
  detail: (id: Id) => ['order', 'detail', { id }] as const,
  info: (orderInfoId: Id) => ['order', 'info', { orderInfoId }] as const,
  openResult: (resultId: Id) => ['order', 'open-result', { resultId }] as const,
  refundReasons: () => ['order', 'refund-reasons'] as const,
  flow: (orderInfoId: Id) => ['order', 'flow', { orderInfoId }] as const,
  amount: (input: OrderAmountInput) => ['order', 'amount', input] as const,
};

export const orderQueries = {
  /** The Order tab: pages of orders in one status (or all), loaded as the list scrolls. */
  list: (status: OrderStatus | null, pageSize = 10) =>
    infiniteQueryOptions({
      queryKey: orderKeys.list(status, pageSize),
      queryFn: ({ pageParam, signal }) =>
        getOrderList({ status: status ?? undefined, pageNum: pageParam, pageSize }, signal),
      initialPageParam: 1,
      getNextPageParam: (last, _all, pageNum) => nextPageNum(last, pageNum, pageSize),
      meta: { request: orderListRequest({ status: status ?? undefined, pageNum: 1, pageSize }) },
    }),
  page: (params: OrderListParams) =>
    queryOptions({
      queryKey: orderKeys.page(params),
      queryFn: ({ signal }) => getOrderList(params, signal),
      meta: { request: orderListRequest(params) },
    }),
  counts: () =>
    queryOptions({
      queryKey: orderKeys.counts(),
      queryFn: ({ signal }) => getOrderCounts(signal),
      meta: { request: orderCountsRequest() },
    }),
  infoList: (params: OrderInfoListParams = {}) =>
    queryOptions({
      queryKey: orderKeys.infoList(params),
      queryFn: ({ signal }) => getOrderInfoList(params, signal),
      staleTime: 0,
      meta: { request: orderInfoListRequest(params) },
    }),
  detail: (id: Id) =>
    queryOptions({
      queryKey: orderKeys.detail(id),
      queryFn: ({ signal }) => getOrder(id, signal),
      meta: { request: orderRequest(id) },
    }),
  info: (orderInfoId: Id) =>
    queryOptions({
      queryKey: orderKeys.info(orderInfoId),
      queryFn: ({ signal }) => getOrderInfo(orderInfoId, signal),
      meta: { request: orderInfoRequest(orderInfoId) },
    }),
  /**
   * Whether the box a `storeOpen`/`pickOpen` asked for has opened: asked afresh each time (the box flow polls
   * it and decides itself what a failure means, so no retry here).
   */
  openResult: (resultId: Id) =>
    queryOptions({
      queryKey: orderKeys.openResult(resultId),
      queryFn: ({ signal }) => getOpenResult(resultId, signal),
      staleTime: 0,
      gcTime: 0,
      retry: false,
    }),
  refundReasons: () =>
    queryOptions({
      queryKey: orderKeys.refundReasons(),
      queryFn: ({ signal }) => getRefundReasons(signal),
      staleTime: 10 * 60_000,
    }),
  flow: (orderInfoId: Id) =>
    queryOptions({
      queryKey: orderKeys.flow(orderInfoId),
      queryFn: ({ signal }) => getOrderFlow(orderInfoId, signal),
      meta: { request: orderFlowRequest(orderInfoId) },
    }),
  /** The price breakdown of a draft order (items, voucher, kind, address). */
  amount: (input: OrderAmountInput) =>
    queryOptions({
      queryKey: orderKeys.amount(input),
      queryFn: ({ signal }) => countOrderAmount(input, signal),
      staleTime: 0,
    }),
};

/**
 * Keeps an order the app has just been given (the answer to create, or one found again after a create with no
 * answer) as its detail's data: the detail screen shows it at once, with no read of its own.
 */
export function rememberOrder(client: QueryClient, order: Order): void {
  client.setQueryData(orderKeys.detail(order.id), order);
}
