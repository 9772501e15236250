import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type Due, type DueBeforePickup, dueBeforePickup, dueOfOrder, owesBeforePickup } from './dues';
import { orderInfoSchema, orderSchema } from './schemas/order';

const none: Due = { owed: false, amount: 0 };
const owed = (amount: number | null): Due => ({ owed: true, amount });
const dues = (priceDifference: Due, overtimeFee: Due = none): DueBeforePickup => ({
  priceDifference,
  overtimeFee,
});

/** A sub-order waiting at a cabinet, as a server sends it: only what `fields` adds beyond the ids. */
const info = (fields: Record<string, unknown>) =>
  v.parse(orderInfoSchema, { orderInfoId: 5008, orderId: 8, type: 'store-cleaning', lockerNo: 'L001', ...fields });
/** An order as a server sends it. */
const order = (fields: Record<string, unknown>) =>
  v.parse(orderSchema, { id: 8, orderInfoId: 5008, type: 'store-cleaning', actualPayment: 35, ...fields });

describe('what is owed before pickup, one order of precedence over the shapes a server sends', () => {
  const table: [string, Record<string, unknown>, DueBeforePickup][] = [
    ['nothing said, waiting to be collected', { status: 'to-be-collected' }, dues(none)],
    ['the sub-order amount first', { status: 'price-difference', priceDifferenceDue: 15 }, dues(owed(15))],
    [
      'the sub-order amount over an unpaid difference object',
      {
        status: 'price-difference',
        priceDifferenceDue: 0,
        priceDifference: { amount: 15, reason: 'glue', paid: false },
      },
      dues(none),
    ],
    [
      'a difference object, unpaid',
      { status: 'price-difference', priceDifference: { amount: 15, reason: 'glue', paid: false } },
      dues(owed(15)),
    ],
    [
      'a difference object, paid',
      { status: 'to-be-collected', priceDifference: { amount: 15, reason: 'glue', paid: true } },
      dues(none),
    ],
    [
      'a difference object with paid as 0/1',
      { status: 'to-be-collected', priceDifference: { amount: 9, paid: 1 } },
      dues(none),
    ],
    [
      'a difference object without paid: the status says',
      { status: 'price-difference', priceDifference: { amount: 9, reason: 'glue' } },
      dues(owed(9)),
    ],
    [
      'a difference object without paid, after paying',
      { status: 'to-be-collected', priceDifference: { amount: 9, reason: 'glue' } },
      dues(none),
    ],
    [
      'a plain-number difference while in price difference',
      { status: 'price-difference', priceDifference: 15 },
      dues(owed(15)),
    ],
    [
      'a plain-number difference as a numeric string',
      { status: 'price-difference', priceDifference: '15.50' },
      dues(owed(15.5)),
    ],
    ['a plain-number difference once paid', { status: 'to-be-collected', priceDifference: 15 }, dues(none)],
    ['only the status: a difference of unknown amount', { status: 'price-difference' }, dues(owed(null))],
    ['the overtime fee of the sub-order', { status: 'overdue', overtimeFeeDue: 6 }, dues(none, owed(6))],
    ['the overtime fee of the sub-order, settled', { status: 'overdue', overtimeFeeDue: 0 }, dues(none)],
    ['only the status: an overtime fee of unknown amount', { status: 'overdue' }, dues(none, owed(null))],
    ['both owed', { status: 'price-difference', priceDifferenceDue: 15, overtimeFeeDue: 4 }, dues(owed(15), owed(4))],
  ];

  it.each(table)('sub-order: %s', (_name, fields, expected) => {
    expect(dueBeforePickup(info(fields))).toEqual(expected);
  });

  const orders: [string, Record<string, unknown>, DueBeforePickup][] = [
    ['an overdue order with its fee', { status: 'overdue', overtimeFee: 6 }, dues(none, owed(6))],
    ['an overdue order with its fee as a string', { status: 'overdue', overtimeFee: '6' }, dues(none, owed(6))],
    ['an overdue order, the fee left out', { status: 'overdue' }, dues(none, owed(null))],
    ['an order whose fee is paid', { status: 'to-be-collected', overtimeFee: 0, overtimeFeePaid: 6 }, dues(none)],
    [
      'a price-difference order, the difference as a number',
      { status: 'price-difference', priceDifference: 15 },
      dues(owed(15)),
    ],
    ['a price-difference order, nothing more said', { status: 'price-difference' }, dues(owed(null))],
  ];

  it.each(orders)('order: %s', (_name, fields, expected) => {
    expect(dueBeforePickup(order(fields))).toEqual(expected);
  });

  it("takes the sub-order's word first, the order's own fields for what it leaves out", () => {
    const diff = order({ status: 'price-difference', priceDifference: { amount: 15, reason: 'glue', paid: false } });
    expect(dueOfOrder(diff)).toEqual(dues(owed(15)));
    expect(dueOfOrder(diff, info({ status: 'to-be-collected', priceDifferenceDue: 0 }))).toEqual(dues(none));
    // a lean sub-order says nothing of amounts: the order's difference stands
    expect(dueOfOrder(diff, info({ status: 'price-difference' }))).toEqual(dues(owed(15)));
    const overdue = order({ status: 'overdue', overtimeFee: 6 });
    expect(dueOfOrder(overdue, info({ status: 'overdue', overtimeFeeDue: 8 }))).toEqual(dues(none, owed(8)));
  });

  it('says whether anything is owed at all', () => {
    expect(owesBeforePickup(dueBeforePickup({ status: 'to-be-collected' }))).toBe(false);
    expect(owesBeforePickup(dueBeforePickup({ status: 'overdue' }))).toBe(true);
  });
});
