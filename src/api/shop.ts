import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type { Id } from '../lib/id';
import { call } from './client';
import { brandRequest, rechargeSettingRequest, shopInfoRequest } from './requests';
import { booleanFlagSchema, moneySchema } from './schemas/common';
import { shopSchema } from './schemas/shop';

/** The shop family: `/shop/*`. Every query key starts with 'shop'. */

/** `data.brand`, the page's title (spec section 7): without it the title stays as it is. */
const brandSchema = v.pipe(
  v.nullish(v.object({ brand: v.nullish(v.string(), '') })),
  v.transform((data) => ({ brand: data?.brand ?? '' })),
);
/** Whether the shop takes online orders; a server that does not say offers only the other ways to order. */
const orderOnlineSchema = v.pipe(
  v.nullish(v.object({ orderOnline: v.nullish(booleanFlagSchema, false) })),
  v.transform((data) => ({ orderOnline: data?.orderOnline ?? false })),
);
/**
 * `/shop/set-recharge-activity`: the shop's recharge settings. The spec names none of its fields, so none is
 * required: top-up is open unless the server says `enabled` false (or 0), and an answer with no data at all
 * closes nothing. The limits are kept when sent; no screen needs them (the packages carry the amounts).
 */
const rechargeSettingFields = v.object({
  enabled: v.nullish(booleanFlagSchema, true),
  minAmount: v.nullish(moneySchema, null),
  maxAmount: v.nullish(moneySchema, null),
  customAmount: v.nullish(booleanFlagSchema, false),
});
const rechargeSettingSchema = v.pipe(
  v.nullish(rechargeSettingFields),
  v.transform((setting) => setting ?? v.parse(rechargeSettingFields, {})),
);
export type RechargeSetting = v.InferOutput<typeof rechargeSettingSchema>;

export const getBrand = (shopId: Id, signal?: AbortSignal) => call(brandSchema, brandRequest(shopId), { signal });
export const getShopInfo = (shopId: Id, signal?: AbortSignal) => call(shopSchema, shopInfoRequest(shopId), { signal });
export const getOrderOnline = (shopId: Id, signal?: AbortSignal) =>
  call(orderOnlineSchema, '/shop/order-online', { query: { shopId }, signal });
export const getRechargeSetting = (shopId: Id, signal?: AbortSignal) =>
  call(rechargeSettingSchema, rechargeSettingRequest(shopId), { signal });

export const shopKeys = {
  all: ['shop'] as const,
  brand: (shopId: Id) => ['shop', 'brand', { shopId }] as const,
  info: (shopId: Id) => ['shop', 'info', { shopId }] as const,
  orderOnline: (shopId: Id) => ['shop', 'order-online', { shopId }] as const,
  rechargeSetting: (shopId: Id) => ['shop', 'recharge-setting', { shopId }] as const,
};

export const shopQueries = {
  brand: (shopId: Id) =>
    queryOptions({
      queryKey: shopKeys.brand(shopId),
      queryFn: ({ signal }) => getBrand(shopId, signal),
      staleTime: 10 * 60_000,
      meta: { request: brandRequest(shopId) },
    }),
  info: (shopId: Id) =>
    queryOptions({
      queryKey: shopKeys.info(shopId),
      queryFn: ({ signal }) => getShopInfo(shopId, signal),
      staleTime: 10 * 60_000,
      meta: { request: shopInfoRequest(shopId) },
    }),
  orderOnline: (shopId: Id) =>
    queryOptions({ queryKey: shopKeys.orderOnline(shopId), queryFn: ({ signal }) => getOrderOnline(shopId, signal) }),
  rechargeSetting: (shopId: Id) =>
    queryOptions({
      queryKey: shopKeys.rechargeSetting(shopId),
      queryFn: ({ signal }) => getRechargeSetting(shopId, signal),
      meta: { request: rechargeSettingRequest(shopId) },
    }),
};
