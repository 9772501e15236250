import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { call } from './client';
import { moneySchema } from './schemas/common';
import { shopSchema } from './schemas/shop';

/** The shop family: `/shop/*`. Every query key starts with 'shop'. */

const brandSchema = v.object({ brand: v.string() });
const orderOnlineSchema = v.object({ orderOnline: v.boolean() });
/** `/shop/set-recharge-activity`: the shop's recharge settings (whether top-up is open, its limits). */
const rechargeSettingSchema = v.object({
  enabled: v.boolean(),
  minAmount: moneySchema,
  maxAmount: moneySchema,
  customAmount: v.boolean(),
});
export type RechargeSetting = v.InferOutput<typeof rechargeSettingSchema>;

export const getBrand = (shopId: number, signal?: AbortSignal) =>
  call(brandSchema, '/shop/get-brand', { query: { shopId }, signal });
export const getShopInfo = (shopId: number, signal?: AbortSignal) =>
  call(shopSchema, '/shop/get-shop-info', { query: { shopId }, signal });
export const getOrderOnline = (shopId: number, signal?: AbortSignal) =>
  call(orderOnlineSchema, '/shop/order-online', { query: { shopId }, signal });
export const getRechargeSetting = (shopId: number, signal?: AbortSignal) =>
  call(rechargeSettingSchema, '/shop/set-recharge-activity', { query: { shopId }, signal });

export const shopKeys = {
  all: ['shop'] as const,
  brand: (shopId: number) => ['shop', 'brand', { shopId }] as const,
  info: (shopId: number) => ['shop', 'info', { shopId }] as const,
  orderOnline: (shopId: number) => ['shop', 'order-online', { shopId }] as const,
  rechargeSetting: (shopId: number) => ['shop', 'recharge-setting', { shopId }] as const,
};

export const shopQueries = {
  brand: (shopId: number) =>
    queryOptions({
      queryKey: shopKeys.brand(shopId),
      queryFn: ({ signal }) => getBrand(shopId, signal),
      staleTime: 10 * 60_000,
    }),
  info: (shopId: number) =>
    queryOptions({
      queryKey: shopKeys.info(shopId),
      queryFn: ({ signal }) => getShopInfo(shopId, signal),
      staleTime: 10 * 60_000,
    }),
  orderOnline: (shopId: number) =>
    queryOptions({ queryKey: shopKeys.orderOnline(shopId), queryFn: ({ signal }) => getOrderOnline(shopId, signal) }),
  rechargeSetting: (shopId: number) =>
    queryOptions({
      queryKey: shopKeys.rechargeSetting(shopId),
      queryFn: ({ signal }) => getRechargeSetting(shopId, signal),
    }),
};
