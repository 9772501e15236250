import { failure } from '../../lib/failure';
import { nextId } from '../../lib/rows';
import { iso } from '../../lib/time';
import { type AddressRow, useCoupon as spendCoupon } from '../commerce';
import type { UserRow } from '../core';
import type { Db } from '../types';
import { bookSlot } from './appointments';
import { addFlow } from './flow';
import { nextOrderInfoId, orderNoFor } from './ids';
import { lockerOf, storeOf } from './lookups';
import { ORDER_MESSAGES } from './messages';
import { refreshOrder } from './order-state';
import type { PaymentStart } from './payment-view';
import { isPayable, startPayment } from './payments';
import { type AmountInput, priceOrder } from './pricing';
import type { OrderAddress, OrderRow } from './tables';
import { PAY_WINDOW_MS } from './terms';

/** `/order/create`: a priced order at a cabinet, a store or the customer's door, paid at once when asked. */

export type CreateInput = AmountInput & {
  requestId?: string;
  lockerNo?: string | null;
  storeNo?: string | null;
  expectedVisitTime?: string | null;
  remarks?: string | null;
  photos?: string[] | null;
  payMethod?: string | null;
  returnUrl?: string | null;
};

function addressOf(db: Db, userId: number, id: number | null | undefined, family: 'receiving' | 'addr' = 'receiving') {
  if (id === undefined || id === null) return undefined;
  const rows: AddressRow[] = family === 'addr' ? db.addrs : db.receivingAddresses;
  return rows.find((row) => row.id === Number(id) && row.userId === userId);
}

/**
 * `/order/create`: one order per request key (a repeated `requestId` answers the first order and its
 * payment). With a pay method it is paid at once (balance) or a payment starts; without, it stays unpaid.
 * Balance too low: nothing is created and code 400 'Insufficient account balance' answers.
 */
export function createOrder(db: Db, user: UserRow, input: CreateInput, now = Date.now()) {
  const requestId = typeof input.requestId === 'string' && input.requestId ? input.requestId : null;
  if (requestId) {
    const existing = db.orders.find((row) => row.userId === user.id && row.requestId === requestId);
    if (existing) {
      refreshOrder(existing, now);
      const payment = db.orderPayments.find((row) => row.tradeNo === existing.tradeNo);
      return { order: existing, payment: payment ? { row: payment, balance: null } : null };
    }
  }
  const priced = priceOrder(db, user, input);
  const shopId = Number(input.shopId ?? 0) || 0;
  let lockerNo: string | null = null;
  let storeNo: string | null = null;
  let address: OrderAddress | null = null;
  let visit: { start: string; end: string } | null = null;
  let rowShopId = shopId;

  if (priced.kind === 'cabinet' || (priced.kind === 'online' && input.lockerNo)) {
    const locker = lockerOf(db, input.lockerNo);
    if (!locker) throw failure(input.lockerNo ? ORDER_MESSAGES.lockerNotFound : ORDER_MESSAGES.chooseLocker);
    if (!locker.online) throw failure(ORDER_MESSAGES.lockerOffline);
    lockerNo = locker.lockerNo;
    rowShopId = locker.shopId;
  } else if (priced.kind === 'store') {
    const store = storeOf(db, input.storeNo);
    if (!store) throw failure(input.storeNo ? ORDER_MESSAGES.storeNotFound : ORDER_MESSAGES.chooseStore);
    storeNo = store.storeNo;
    rowShopId = store.shopId;
  } else if (priced.kind === 'door-to-door') {
    const row = addressOf(db, user.id, input.deliveryAddressId, input.addressFamily);
    if (!row) throw failure(ORDER_MESSAGES.chooseAddress);
    address = {
      id: row.id,
      contact: row.contact,
      phone: row.phone,
      regionCodes: [...row.regionCodes],
      regionText: row.regionText,
      detail: row.detail,
      isDefault: row.isDefault,
    };
    if (!priced.site) throw failure(ORDER_MESSAGES.siteNotFound);
    visit = bookSlot(db, priced.site, input.expectedVisitTime ?? undefined, now);
    rowShopId = priced.site.shopId;
  }

  const photos = Array.isArray(input.photos) ? input.photos.filter((p) => typeof p === 'string') : [];
  if (photos.length > 3) throw failure(ORDER_MESSAGES.tooManyPhotos);
  const hasPayMethod = input.payMethod !== undefined && input.payMethod !== null && input.payMethod !== '';
  if (hasPayMethod && !isPayable(input.payMethod)) throw failure(ORDER_MESSAGES.choosePayMethod);

  const id = nextId(db.orders);
  const createdAt = iso(now);
  const orderInfoId = nextOrderInfoId(db);
  const row: OrderRow = {
    id,
    orderInfoId,
    orderNo: orderNoFor(id, createdAt),
    userId: user.id,
    shopId: rowShopId,
    kind: priced.kind,
    type: priced.kind === 'door-to-door' ? 'door-to-door' : 'store-cleaning',
    status: 'unpaid',
    createdAt,
    payDeadline: iso(now + PAY_WINDOW_MS),
    paidAt: null,
    pickupCode: null,
    boxNo: null,
    lockerNo,
    storeNo,
    siteId: priced.kind === 'door-to-door' ? (priced.site?.siteId ?? null) : null,
    address,
    expectedVisitTime: visit?.start ?? null,
    expectedVisitEnd: visit?.end ?? null,
    remarks: typeof input.remarks === 'string' ? input.remarks.slice(0, 200) : '',
    items: priced.items,
    cleaningCost: priced.cleaningCost,
    additionalService: priced.additionalService,
    deliveryFee: priced.deliveryFee,
    voucher: priced.voucher,
    actualPayment: priced.actualPayment,
    couponId: priced.couponId,
    payMethod: null,
    tradeNo: null,
    priceDifference: null,
    freeUntil: null,
    overtimeRule: null,
    overtimeFeePaid: 0,
    photos,
    refund: null,
    flows: [],
    requestId,
  };
  addFlow(row, 'created', now);
  if (row.kind === 'online' && row.lockerNo) addFlow(row, 'bound', now);

  // Pay first (a balance refusal creates nothing), then keep the order and take the voucher.
  let payment: PaymentStart | null = null;
  if (hasPayMethod) {
    db.orders.push(row);
    try {
      payment = startPayment(db, user.id, 'order', [row], row.actualPayment, input.payMethod, input.returnUrl, now);
    } catch (error) {
      db.orders.splice(db.orders.indexOf(row), 1);
      throw error;
    }
  } else {
    db.orders.push(row);
  }
  if (row.couponId !== null) spendCoupon(db, row.couponId);
  return { order: row, payment };
}
