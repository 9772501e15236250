import { describe, expect, it } from 'vitest';
import type { Order } from '../../api/schemas/order';
import { cabinetOrder } from '../../testing/order-fixture';
import { actionPath } from '../orders';
import { homeCards, liveOrders } from './live-orders';

const now = new Date('2026-03-10T12:00:00Z');
let nextId = 1;

function order(status: string, patch: Record<string, unknown> = {}): Order {
  const id = nextId++;
  return cabinetOrder({
    id,
    orderInfoId: 5000 + id,
    status,
    actualPayment: 30,
    pickupCode: '123456',
    boxNo: 'A07',
    locker: { lockerNo: 'L001', name: 'Jinshui Cabinet' },
    ...patch,
  });
}

describe('the orders Home leads with', () => {
  it('leaves out finished orders and an unpaid one past its deadline', () => {
    const late = order('unpaid', { payDeadline: '2026-03-10T11:00:00Z' });
    const live = liveOrders([order('completed'), order('refund'), late, order('cleaning')], now);
    expect(live.map((entry) => entry.order.status)).toEqual(['cleaning']);
  });

  it('puts money owed first (dues, then an order to pay), then shoes waiting in a box, to store, at the shop', () => {
    const orders = [
      order('cleaning'),
      order('to-be-stored'),
      order('unpaid', { payDeadline: '2026-03-10T13:00:00Z' }),
      order('to-be-collected'),
      order('price-difference', { priceDifference: { amount: 12, reason: 'Suede', paid: false } }),
    ];
    expect(liveOrders(orders, now).map(({ order: { status }, action }) => [status, action])).toEqual([
      ['price-difference', 'payDifference'],
      ['unpaid', 'pay'],
      ['to-be-collected', 'goToCabinet'],
      ['to-be-stored', 'goToCabinet'],
      ['cleaning', 'progress'],
    ]);
  });

  it('offers each order the screen where its action is done', () => {
    const [owed, waiting, unbound] = liveOrders(
      [
        order('overdue', { overtimeFee: 6 }),
        order('to-be-collected'),
        order('to-be-stored', { kind: 'online', locker: null, boxNo: null }),
      ],
      now,
    );
    expect(owed && actionPath(owed.order, owed.action)).toMatch(
      /^\/pages\/Order\/OverduePayment\/index\?.*kind=overdue/,
    );
    expect(waiting && actionPath(waiting.order, waiting.action)).toBe('/pages/Order/PendingList/index?lockerNo=L001');
    expect(unbound && [unbound.action, actionPath(unbound.order, unbound.action)]).toEqual([
      'findCabinet',
      '/pages/Home/NearLocker/index',
    ]);
  });
});

describe('the cards Home draws', () => {
  it('draws every order that wants something from the customer, fills up with waiting ones, counts the rest', () => {
    const wanting = ['to-be-stored', 'to-be-stored', 'to-be-collected'].map((status) => order(status));
    const atShop = ['cleaning', 'pending-acceptance'].map((status) => order(status));
    const many = homeCards(
      liveOrders([...wanting, ...wanting.map((o) => ({ ...o, id: o.id + 100 })), ...atShop], now),
      3,
    );
    expect(many.shown).toHaveLength(6);
    expect(many.shown.every((entry) => entry.action !== 'progress')).toBe(true);
    expect(many.more).toBe(2);
    const few = homeCards(liveOrders([wanting[2] as Order, ...atShop], now), 3);
    expect(few.shown.map((entry) => entry.order.status)).toEqual(['to-be-collected', 'cleaning', 'pending-acceptance']);
    expect(few.more).toBe(0);
  });
});
