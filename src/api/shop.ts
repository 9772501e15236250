import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { call } from './client';
import { booleanFlagSchema, moneySchema } from './schemas/common';
import { shopSchema } from './schemas/shop';

/** The shop family: `/shop/*`. Every query key starts with 'shop'. */

const brandSchema = v.object({ brand: v.string() });
const orderOnlineSchema = v.object({ orderOnline: booleanFlagSchema });
/**
 * `/shop/set-recharge-activity`: the shop's recharge settings. The spec names none of its fields, so none is
 * required: top-up is open unless the server says `enabled` false (or 0), and an answer with no data at all
 * closes nothing. The limits are kept when sent; no screen needs them (the packages carry the amounts).
 */
const rechargeSettingFields = v.object({
  enabled: v.optional(booleanFlagSchema, true),
  minAmount: v.optional(v.nullable(moneySchema), null),
  maxAmount: v.optional(v.nullable(moneySchema), null),
  customAmount: v.optional(booleanFlagSchema, false),
});
const rechargeSettingSchema = v.pipe(
  v.nullish(rechargeSettingFields),
  v.transform((setting) => setting ?? v.parse(rechargeSettingFields, {})),
);
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
