import { describe, expect, it } from 'vitest';
import type { Id } from '../../lib/id';
import { amountInput, orderLines } from './amount';

const line = (id: Id, count: number, addOns: Id[]) => ({
  id,
  name: `g${id}`,
  price: 10,
  image: null,
  count,
  goodsAddVos: addOns.map((addOn) => ({ id: addOn, name: `a${addOn}`, price: 1 })),
});

describe('the amount request', () => {
  it('sends goods, counts and add-on ids (sorted) per cart line', () => {
    expect(orderLines([line('101', 2, ['3', '1']), line('101', 1, [])])).toEqual([
      { goodsId: '101', count: 2, addOnIds: ['1', '3'] },
      { goodsId: '101', count: 1, addOnIds: [] },
    ]);
  });

  it('adds the voucher, and the address and site only for door-to-door', () => {
    const base = { lines: [line('101', 1, [])], couponId: '2', addressId: '1', siteId: '101', shopId: '0' };
    expect(amountInput({ ...base, kind: 'door-to-door' })).toEqual({
      items: [{ goodsId: '101', count: 1, addOnIds: [] }],
      kind: 'door-to-door',
      shopId: '0',
      couponId: '2',
      deliveryAddressId: '1',
      siteId: '101',
    });
    expect(amountInput({ ...base, kind: 'online', couponId: null })).toEqual({
      items: [{ goodsId: '101', count: 1, addOnIds: [] }],
      kind: 'online',
      shopId: '0',
    });
  });
});
