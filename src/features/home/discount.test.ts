import { describe, expect, it } from 'vitest';
import { activityState, discountSummary, limitedToSomeGoods } from './discount';

const DAY = 86_400_000;

describe('discount activities', () => {
  it('tells upcoming, ongoing and ended apart', () => {
    const now = Date.UTC(2026, 5, 1);
    const at = (days: number) => new Date(now + days * DAY);
    expect(activityState({ startTime: at(1), endTime: at(5) }, now)).toBe('upcoming');
    expect(activityState({ startTime: at(-1), endTime: at(5) }, now)).toBe('ongoing');
    expect(activityState({ startTime: at(-9), endTime: at(-1) }, now)).toBe('ended');
  });

  it('summarises a percentage or an amount off, with its threshold', () => {
    expect(discountSummary({ type: 'percent', percent: 20, threshold: 0 })).toEqual({
      off: { key: 'activity.percentOff', percent: 20 },
      threshold: null,
    });
    expect(discountSummary({ type: 'amount', amount: 5, threshold: 30 })).toEqual({
      off: { key: 'activity.amountOff', amount: 5 },
      threshold: 30,
    });
  });

  it('knows whether it is limited to some goods', () => {
    expect(limitedToSomeGoods({ goodsIds: '' })).toBe(false);
    expect(limitedToSomeGoods({ goodsIds: '1,2' })).toBe(true);
  });
});
