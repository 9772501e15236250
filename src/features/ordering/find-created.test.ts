import { describe, expect, it } from 'vitest';
import type { Id } from '../../lib/id';
import { cabinetOrder } from '../../testing/order-fixture';
import { CLOCK_SLACK_MS, madeBySubmit } from './find-created';

const sentAt = Date.parse('2026-03-10T12:00:00Z');
const items = [
  { goodsId: '101', count: 2, addOnIds: ['1'] },
  { goodsId: '103', count: 1, addOnIds: [] },
];
const line = (goodsId: Id, count: number) => ({ goodsId, name: 'x', count, price: 10 });

const order = (fields: Record<string, unknown> = {}) =>
  cabinetOrder({
    id: 40,
    status: 'unpaid',
    createdAt: '2026-03-10T12:00:02Z',
    items: [line('103', 1), line('101', 2)],
    ...fields,
  });

describe('the order a submit made, told from the orders read back', () => {
  it('takes the same goods, in any order, made since the form sent it, unpaid or paid', () => {
    expect(madeBySubmit(order(), items, sentAt)).toBe(true);
    expect(madeBySubmit(order({ status: 'to-be-stored' }), items, sentAt)).toBe(true);
    expect(madeBySubmit(order({ items: [line('101', 1), line('101', 1), line('103', 1)] }), items, sentAt)).toBe(true);
  });

  it('allows for a server clock a little behind, not an older order', () => {
    const slightlyBehind = new Date(sentAt - CLOCK_SLACK_MS + 1000).toISOString();
    expect(madeBySubmit(order({ createdAt: slightlyBehind }), items, sentAt)).toBe(true);
    const older = new Date(sentAt - CLOCK_SLACK_MS - 1000).toISOString();
    expect(madeBySubmit(order({ createdAt: older }), items, sentAt)).toBe(false);
  });

  it('refuses other goods, and statuses a new order cannot have', () => {
    expect(madeBySubmit(order({ items: [line('101', 2)] }), items, sentAt)).toBe(false);
    expect(madeBySubmit(order({ items: [line('101', 3), line('103', 1)] }), items, sentAt)).toBe(false);
    for (const status of ['completed', 'refund', 'cleaning', 'overdue', 'price-difference'])
      expect(madeBySubmit(order({ status }), items, sentAt)).toBe(false);
  });

  it('takes an order whose server leaves out its goods or its time (the list is searched newest first)', () => {
    expect(madeBySubmit(order({ items: undefined }), items, sentAt)).toBe(true);
    expect(madeBySubmit(order({ createdAt: undefined }), items, sentAt)).toBe(true);
  });
});
