import { type Lang, tr } from '../../lib/text';
import type { Db } from '../types';
import { lockerOf, storeOf } from './lookups';
import { actionOf, overtimeDue, priceDifferenceDue } from './order-state';
import type { OrderRow } from './tables';

/** The orders as the api answers them, in the request's language. */

export function lockerLabel(db: Db, lockerNo: string | null, lang: Lang): string | null {
  const locker = lockerOf(db, lockerNo);
  return locker ? tr(locker.name, lang) : null;
}

export function orderView(db: Db, row: OrderRow, lang: Lang) {
  const locker = lockerOf(db, row.lockerNo);
  const store = storeOf(db, row.storeNo);
  return {
    id: row.id,
    orderInfoId: row.orderInfoId,
    orderNo: row.orderNo,
    kind: row.kind,
    type: row.type,
    status: row.status,
    shopId: row.shopId,
    createdAt: row.createdAt,
    payDeadline: row.status === 'unpaid' ? row.payDeadline : null,
    paidAt: row.paidAt,
    pickupCode: row.pickupCode,
    boxNo: row.boxNo,
    locker: locker ? { lockerNo: locker.lockerNo, name: tr(locker.name, lang) } : null,
    store: store ? { storeNo: store.storeNo, name: tr(store.name, lang) } : null,
    address: row.address,
    expectedVisitTime: row.expectedVisitTime,
    expectedVisitEnd: row.expectedVisitEnd,
    remarks: row.remarks,
    actualPayment: row.actualPayment,
    cleaningCost: row.cleaningCost,
    additionalService: row.additionalService,
    deliveryFee: row.deliveryFee,
    voucher: row.voucher,
    payMethod: row.payMethod,
    overtimeFee: overtimeDue(row),
    overtimeFeePaid: row.overtimeFeePaid,
    priceDifference: priceDifferenceView(row, lang),
    photos: row.photos.slice(0, 3),
    items: itemsView(row, lang),
    freeUntil: row.freeUntil,
    overtimeRule: row.overtimeRule,
    refund: row.refund
      ? {
          reason: tr(row.refund.reason, lang),
          status: row.refund.status,
          amount: row.refund.amount,
          remark: row.refund.remark,
        }
      : null,
  };
}

function priceDifferenceView({ priceDifference }: OrderRow, lang: Lang) {
  return priceDifference ? { ...priceDifference, reason: tr(priceDifference.reason, lang) } : null;
}

function itemsView(row: OrderRow, lang: Lang) {
  return row.items.map((item) => ({
    goodsId: item.goodsId,
    name: tr(item.name, lang),
    count: item.count,
    price: item.price,
    addOns: item.addOns.map((addOn) => ({ id: addOn.id, name: tr(addOn.name, lang), price: addOn.price })),
  }));
}

export function orderInfoView(db: Db, row: OrderRow, lang: Lang) {
  return {
    orderInfoId: row.orderInfoId,
    orderId: row.id,
    orderNo: row.orderNo,
    type: row.type,
    kind: row.kind,
    status: row.status,
    action: actionOf(row),
    lockerNo: row.lockerNo,
    lockerName: lockerLabel(db, row.lockerNo, lang),
    storeNo: row.storeNo,
    boxNo: row.boxNo,
    pickupCode: row.pickupCode,
    createdAt: row.createdAt,
    freeUntil: row.freeUntil,
    overtimeRule: row.overtimeRule,
    priceDifference: priceDifferenceView(row, lang),
    priceDifferenceDue: priceDifferenceDue(row),
    overtimeFeeDue: overtimeDue(row),
    items: itemsView(row, lang),
    photos: row.photos.slice(0, 3),
  };
}

export function flowView(row: OrderRow, lang: Lang) {
  return row.flows.map((flow) => ({
    step: flow.step,
    title: tr(flow.title, lang),
    time: flow.time,
    photos: flow.photos,
    operator: flow.operator,
  }));
}
