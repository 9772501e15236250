import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type Order } from '../../api/schemas/order';
import { cabinetOrder } from '../../testing/order-fixture';
import { actionPath } from './action-path';
import { duesOf, orderActions, payTimedOut } from './actions';

const now = new Date('2026-03-10T12:00:00Z');

function order(patch: Record<string, unknown> = {}): Order {
  return cabinetOrder({
    id: 7,
    orderInfoId: 5007,
    orderNo: 'SO202603100007',
    status: 'to-be-collected',
    createdAt: '2026-03-06T10:00:00Z',
    pickupCode: '123456',
    boxNo: 'A07',
    locker: { lockerNo: 'L001', name: 'Jinshui Cabinet' },
    ...patch,
  });
}

const kinds = (o: Order, dues = duesOf(o)) => orderActions(o, dues, now).map((a) => a.kind);

describe('order actions by state', () => {
  it('unpaid: pay, and no refund (nothing was paid); past the pay deadline nothing to pay either', () => {
    const unpaid = order({ status: 'unpaid', payDeadline: '2026-03-10T12:20:00Z', pickupCode: null, boxNo: null });
    expect(orderActions(unpaid, duesOf(unpaid), now)[0]).toEqual({ kind: 'pay', primary: true });
    expect(kinds(unpaid)).toEqual(['pay', 'progress']);
    const late = order({ status: 'unpaid', payDeadline: '2026-03-10T11:00:00Z' });
    expect(payTimedOut(late, now)).toBe(true);
    expect(kinds(late)).toEqual(['progress']);
  });

  it('to be stored: to the cabinet it is bound to, or find one; refund', () => {
    expect(kinds(order({ status: 'to-be-stored', boxNo: null }))).toEqual(['goToCabinet', 'refund', 'progress']);
    expect(kinds(order({ status: 'to-be-stored', kind: 'online', locker: null, boxNo: null }))).toEqual([
      'findCabinet',
      'refund',
      'progress',
    ]);
  });

  it('a scan order just paid at its cabinet: store the shoes now; later, go to the cabinet', () => {
    const scan = (paidAt: string) =>
      order({ status: 'to-be-stored', kind: 'cabinet', boxNo: null, pickupCode: null, paidAt });
    expect(orderActions(scan('2026-03-10T11:55:00Z'), undefined, now)[0]).toEqual({ kind: 'storeNow', primary: true });
    expect(kinds(scan('2026-03-10T11:00:00Z'))).toEqual(['goToCabinet', 'refund', 'progress']);
    // an online order is placed anywhere: the customer is not taken to be at the cabinet
    const online = order({ status: 'to-be-stored', kind: 'online', boxNo: null, paidAt: '2026-03-10T11:55:00Z' });
    expect(kinds(online)).toEqual(['goToCabinet', 'refund', 'progress']);
    expect(actionPath(scan('2026-03-10T11:55:00Z'), 'storeNow')).toBe(
      '/pages/Order/PendingList/index?lockerNo=L001&store=5007',
    );
  });

  it('pending acceptance: refund; cleaning and completed: progress only', () => {
    expect(kinds(order({ status: 'pending-acceptance' }))).toEqual(['refund', 'progress']);
    expect(kinds(order({ status: 'cleaning' }))).toEqual(['progress']);
    expect(kinds(order({ status: 'completed' }))).toEqual(['progress']);
    expect(kinds(order({ status: 'refund' }))).toEqual(['progress']);
  });

  it('waiting to be collected: go to the cabinet, not for a store or door-to-door order', () => {
    expect(kinds(order())).toEqual(['goToCabinet', 'progress']);
    expect(kinds(order({ kind: 'store', locker: null, store: { storeNo: 'S001', name: 'Central' } }))).toEqual([
      'progress',
    ]);
  });

  it('price difference: pay it first, and the overtime fee too when both are owed', () => {
    const diff = order({ status: 'price-difference', priceDifference: { amount: 15, reason: 'x', paid: false } });
    expect(kinds(diff)).toEqual(['payDifference', 'progress']);
    const both = { priceDifference: 15, overtimeFee: 2, owed: { priceDifference: true, overtimeFee: true } };
    expect(kinds(diff, both)).toEqual(['payDifference', 'payOverdue', 'progress']);
    // the server says nothing is owed any more: straight to the cabinet
    const none = { priceDifference: 0, overtimeFee: 0, owed: { priceDifference: false, overtimeFee: false } };
    expect(kinds(diff, none)).toEqual(['goToCabinet', 'progress']);
  });

  it('a due the server names without an amount is still offered for payment', () => {
    const diff = order({ status: 'price-difference' });
    expect(duesOf(diff)).toEqual({
      priceDifference: 0,
      overtimeFee: 0,
      owed: { priceDifference: true, overtimeFee: false },
    });
    expect(kinds(diff)).toEqual(['payDifference', 'progress']);
    expect(kinds(order({ status: 'overdue' }))).toEqual(['payOverdue', 'progress']);
  });

  it('a difference sent as a plain amount counts while the order is in price difference', () => {
    expect(kinds(order({ status: 'price-difference', priceDifference: 15 }))).toEqual(['payDifference', 'progress']);
    expect(kinds(order({ status: 'to-be-collected', priceDifference: 15 }))).toEqual(['goToCabinet', 'progress']);
  });

  it('without the sub-order id, dues and progress lead to the cabinet instead of a page that needs it', () => {
    const diff = order({ status: 'price-difference', orderInfoId: undefined, priceDifference: 15 });
    expect(kinds(diff)).toEqual(['goToCabinet']);
  });

  it('an order kind the app does not know offers the cabinet only when the order is bound to one', () => {
    expect(kinds(order({ kind: 'locker-express' }))).toEqual(['goToCabinet', 'progress']);
    expect(kinds(order({ kind: 'locker-express', locker: null }))).toEqual(['progress']);
  });

  it('overdue: pay the fee first', () => {
    const overdue = order({ status: 'overdue', overtimeFee: 6 });
    expect(kinds(overdue)).toEqual(['payOverdue', 'progress']);
    expect(orderActions(overdue, duesOf(overdue), now)[0]?.primary).toBe(true);
  });

  it('every status offers the progress timeline', () => {
    for (const status of ORDER_STATUSES) expect(kinds(order({ status }))).toContain('progress');
  });

  it('reads the dues from the sub-order when known', () => {
    const diff = order({ status: 'price-difference', priceDifference: { amount: 15, reason: 'x', paid: false } });
    expect(duesOf(diff)).toMatchObject({ priceDifference: 15, overtimeFee: 0 });
    expect(duesOf(diff, { priceDifferenceDue: 0, overtimeFeeDue: 4 })).toEqual({
      priceDifference: 0,
      overtimeFee: 4,
      owed: { priceDifference: false, overtimeFee: true },
    });
  });
});
