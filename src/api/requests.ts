import type { Id } from '../lib/id';

/**
 * The GETs a screen's first paint or the start-up reads, each built in one place: its path under the API base
 * and its query. The api's fetchers send them (src/api/client.ts `call`), their query options carry them
 * (`meta.request`, read back with `requestOf`), and the boot script (src/boot/first-reads.ts) sends the same
 * ones ahead of the app's code. That is why this module is plain: the boot script is inlined into the page and
 * may not bring the query layer, ky or valibot with it (biome.json lets src/boot import this file). Written
 * anywhere else, a call could drift from the boot script's copy (another parameter, another page size): the app
 * would not find the answer sent ahead, and would ask again.
 */

/** A GET as sent: its path under the API base, and its query as the URL carries it (every value a string). */
export type ApiRequest = { path: string; query: Record<string, string> };

/** A call's parameters as the api's functions take them; undefined and null ones are not sent. */
export type QueryParams = Record<string, string | number | boolean | undefined | null>;

/** The query string's parameters of `params`: undefined and null left out, the others as their text. */
export function cleanQuery(params: QueryParams = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null) out[key] = String(value);
  return out;
}

const get = (path: string, params?: QueryParams): ApiRequest => ({ path, query: cleanQuery(params) });

/**
 * A paged list's parameters. A builder that takes an object sends it as it is (fewer bytes in the boot script
 * than picking each field again): its type names every field the call takes.
 */
type Page = { pageNum: number; pageSize: number };

// ---- the home screen and the shop ------------------------------------------------------------------------

export const adListRequest = (shopId: Id) => get('/ad/list', { shopId });
export const shopInfoRequest = (shopId: Id) => get('/shop/get-shop-info', { shopId });
export const brandRequest = (shopId: Id) => get('/shop/get-brand', { shopId });
export const rechargeSettingRequest = (shopId: Id) => get('/shop/set-recharge-activity', { shopId });
export const commonConfigRequest = (shopId: Id) => get('/conf/get-by-shopid', { shopId });

// ---- orders ---------------------------------------------------------------------------------------------

/** A page of the customer's orders, in one status or (none) all. */
export const orderListRequest = (params: Page & { status?: string | undefined }) => get('/order/order-list', params);
export const orderCountsRequest = () => get('/order/order-number');
/** The sub-orders waiting to be stored or collected ('store', 'pick'), at one cabinet if given. */
export const orderInfoListRequest = (params: { lockerNo?: string | undefined; kind?: string | undefined }) =>
  get('/order/order-info-list', params);
/** One order. */
export const orderRequest = (id: Id) => get('/order/order-info', { id });
/** One sub-order. */
export const orderInfoRequest = (orderInfoId: Id) => get('/order/order-info-info', { orderInfoId });
export const orderFlowRequest = (orderInfoId: Id) => get('/order/order-flow', { orderInfoId });

// ---- the wallet and the vouchers ------------------------------------------------------------------------

export const walletInfoRequest = () => get('/wallet/wallet-info');
export const shopAccountRequest = (shopId: Id) => get('/wallet/shop-account', { shopId });
export const rechargeActivityRequest = (shopId: Id) => get('/wallet/recharge-activity', { shopId });
export const billListRequest = (params: Page) => get('/wallet/bill-list', params);

/** One path, two lists (src/api/wallet.ts): the customer's own vouchers, or the shop's claimable ones. */
const COUPON_LIST = '/wallet/coupon-list';
/** A page of the customer's vouchers in one status, or (none) all. */
export const couponListRequest = (params: Page & { status?: string | undefined }) => get(COUPON_LIST, params);
/** A page of the shop's claimable vouchers. */
export const claimableCouponsRequest = (params: Page & { shopId: Id }) =>
  get(COUPON_LIST, { ...params, status: 'claimable' });

// ---- goods and cabinets ---------------------------------------------------------------------------------

export const goodsTypesRequest = (shopId: Id) => get('/goods/goods-type', { shopId });
/** A page of the shop's goods, of one type or (none) all. */
export const goodsListRequest = (params: Page & { shopId: Id; typeId?: Id | undefined }) =>
  get('/goods/goods-list', params);
export const goodsInfoRequest = (id: Id) => get('/goods/goods-info', { id });
export const lockerInfoRequest = (lockerNo: string) => get('/locker/locker-info', { lockerNo });

// ---- the customer and the start-up ----------------------------------------------------------------------

/** The receiving family's addresses (with its default). */
export const receivingListRequest = () => get('/receiving/list');
/** The addr family's addresses. */
export const addrListRequest = () => get('/receiving/addr-list');
export const userInfoRequest = (shopId: Id) => get('/auth/get-user-info', { shopId });
export const ossTokenRequest = () => get('/file/aliyun-sts-token');
export const sysLanguagesRequest = () => get('/sys/get-sys-language');
export const mobileRegularRequest = () => get('/sys/get-mobile-regular');

/**
 * The request a query's options make (their `meta.request`; a paged list's is its first page), or null for
 * options that carry none: a query of several calls, or one no first read or start-up load makes.
 */
export function requestOf(options: { meta?: Record<string, unknown> | undefined }): ApiRequest | null {
  const request = options.meta?.request;
  return typeof request === 'object' && request !== null && 'path' in request && 'query' in request
    ? (request as ApiRequest)
    : null;
}
