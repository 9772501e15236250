import { describe, expect, it } from 'vitest';
import { PATHS } from '../../lib/paths';
import { entryState } from './checkout-history';

const list = PATHS.productList;
const detail = PATHS.productDetail;
const create = PATHS.createOrder;

describe('checkout entries in the history', () => {
  it('counts how far back the page before checkout is, through every checkout page pushed', () => {
    const first = entryState(PATHS.pendingList, null, create, false);
    expect(first).toEqual({ checkout: { back: 1, replace: false } });
    const second = entryState(create, first, list, false);
    expect(second).toEqual({ checkout: { back: 2, replace: false } });
    expect(entryState(list, second, detail, false)).toEqual({ checkout: { back: 3, replace: false } });
  });

  it('a checkout page landed on (no mark) is the one replaced; a landing flag is kept when replacing', () => {
    const landed = { appLanding: true };
    expect(entryState(list, landed, create, false)).toEqual({ checkout: { back: 1, replace: true } });
    expect(entryState(PATHS.scan, landed, create, true)).toEqual({
      appLanding: true,
      checkout: { back: 0, replace: true },
    });
  });

  it('other pages carry no mark: pushed with none, replaced without the old one', () => {
    expect(entryState(create, { checkout: { back: 2, replace: false } }, PATHS.address, false)).toBeNull();
    expect(
      entryState(create, { appLanding: true, checkout: { back: 0, replace: true } }, PATHS.orderDetail, true),
    ).toEqual({ appLanding: true });
    // a mark left on an entry that is no longer a checkout page counts for nothing
    expect(entryState(PATHS.home, { checkout: { back: 5, replace: true } }, list, false)).toEqual({
      checkout: { back: 1, replace: false },
    });
  });
});
