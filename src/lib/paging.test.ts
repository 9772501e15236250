import { describe, expect, it } from 'vitest';
import type { Id } from './id';
import { isFirstPageEmpty, itemsOf, nextPageNum } from './paging';

const page = (ids: Id[], total: number | null) => ({ list: ids.map((id) => ({ id })), total });

describe('paging', () => {
  it('asks for the next page until the total is reached', () => {
    expect(nextPageNum(page(['1', '2'], 5), 1, 2)).toBe(2);
    expect(nextPageNum(page(['3', '4'], 5), 2, 2)).toBe(3);
    expect(nextPageNum(page(['5'], 5), 3, 2)).toBeUndefined();
    expect(nextPageNum(page(['1', '2'], 2), 1, 2)).toBeUndefined();
  });

  it('stops at an empty page even when the total says otherwise', () => {
    expect(nextPageNum(page([], 50), 4, 2)).toBeUndefined();
  });

  it('without a total, goes on after a full page and stops at a short one', () => {
    expect(nextPageNum(page(['1', '2'], null), 1, 2)).toBe(2);
    expect(nextPageNum(page(['3'], null), 2, 2)).toBeUndefined();
    expect(nextPageNum(page([], null), 3, 2)).toBeUndefined();
  });

  it('flattens pages in order and shows an item shifted onto the next page only once', () => {
    const data = { pages: [page(['9', '8'], 5), page(['8', '7'], 5)], pageParams: [1, 2] };
    expect(itemsOf(data).map((item) => item.id)).toEqual(['9', '8', '7']);
    expect(itemsOf(undefined)).toEqual([]);
  });

  it('tells an empty list from a loaded one', () => {
    expect(isFirstPageEmpty({ pages: [page([], 0)] })).toBe(true);
    expect(isFirstPageEmpty({ pages: [page(['1'], null)] })).toBe(false);
  });
});
