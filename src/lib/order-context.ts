import { type Id, toId } from './id';
/**
 * How the customer is ordering, carried in the query of the product screens and of Create order, so the cart's
 * "Order" button leads to the right kind of order (Home's order popup, a scanned cabinet or store):
 * `kind=online|scan|door`, `lockerNo` (a cabinet scanned), `storeNo` (a store scanned), `couponId` (a voucher the
 * customer chose to use from My vouchers: the checkout starts with it).
 */
export const ORDER_KIND_PARAMS = ['online', 'scan', 'door'] as const;
export type OrderKindParam = (typeof ORDER_KIND_PARAMS)[number];

export type OrderContext = {
  kind: OrderKindParam | null;
  lockerNo: string | null;
  storeNo: string | null;
  couponId: Id | null;
};

export const EMPTY_ORDER_CONTEXT: OrderContext = { kind: null, lockerNo: null, storeNo: null, couponId: null };

const isKindParam = (value: string | null): value is OrderKindParam =>
  value !== null && (ORDER_KIND_PARAMS as readonly string[]).includes(value);

/** A cabinet or store number as printed on its QR code: letters, digits, dash and underscore only. */
const siteNo = (value: string | null): string | null => {
  const trimmed = value?.trim() ?? '';
  return /^[\w-]{1,40}$/.test(trimmed) ? trimmed : null;
};

/** Reads the ordering context from a query string (`kind=door`, `?lockerNo=L001` …); anything unknown is dropped. */
export function readOrderContext(search: string | URLSearchParams): OrderContext {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const kind = params.get('kind');
  return {
    kind: isKindParam(kind) ? kind : null,
    lockerNo: siteNo(params.get('lockerNo')),
    storeNo: siteNo(params.get('storeNo')),
    couponId: toId(params.get('couponId')) ?? null,
  };
}

/**
 * Which line names the kind of order above the goods (OrderKindNote), or null when there is none. The boot
 * script reads it too: it draws the product's picture only where no such line will push it down.
 */
export function orderKindNote(
  context: OrderContext,
):
  | { key: 'goods.for.door' | 'goods.for.online' }
  | { key: 'goods.for.store' | 'goods.for.cabinet'; no: string }
  | null {
  if (context.kind === 'door') return { key: 'goods.for.door' };
  if (context.kind === 'online') return { key: 'goods.for.online' };
  if (context.storeNo) return { key: 'goods.for.store', no: context.storeNo };
  if (context.lockerNo) return { key: 'goods.for.cabinet', no: context.lockerNo };
  return null;
}

/** The query that carries the context on (for `withQuery`): only what is set. */
export function orderContextQuery(context: OrderContext): Record<string, string | undefined> {
  return {
    kind: context.kind ?? undefined,
    lockerNo: context.lockerNo ?? undefined,
    storeNo: context.storeNo ?? undefined,
    couponId: context.couponId === null ? undefined : String(context.couponId),
  };
}
