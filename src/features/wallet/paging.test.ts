import { describe, expect, it } from 'vitest';
import { isFirstPageEmpty, itemsOf, nextPageParam } from './paging';

const page = (ids: number[], pageNum: number, pageSize: number, total: number) => ({
  list: ids.map((id) => ({ id })),
  pageNum,
  pageSize,
  total,
});

describe('paging', () => {
  it('asks for the next page until the total is reached', () => {
    expect(nextPageParam(page([1, 2], 1, 2, 5))).toBe(2);
    expect(nextPageParam(page([3, 4], 2, 2, 5))).toBe(3);
    expect(nextPageParam(page([5], 3, 2, 5))).toBeUndefined();
    expect(nextPageParam(page([1, 2], 1, 2, 2))).toBeUndefined();
  });

  it('stops at an empty page even when the total says otherwise', () => {
    expect(nextPageParam(page([], 4, 2, 50))).toBeUndefined();
  });

  it('flattens pages in order and shows an item shifted onto the next page only once', () => {
    const data = { pages: [page([9, 8], 1, 2, 5), page([8, 7], 2, 2, 5)], pageParams: [1, 2] };
    expect(itemsOf(data).map((item) => item.id)).toEqual([9, 8, 7]);
    expect(itemsOf(undefined)).toEqual([]);
  });

  it('tells an empty list from a loaded one', () => {
    expect(isFirstPageEmpty({ pages: [page([], 1, 10, 0)], pageParams: [1] })).toBe(true);
    expect(isFirstPageEmpty({ pages: [page([1], 1, 10, 1)], pageParams: [1] })).toBe(false);
  });
});
