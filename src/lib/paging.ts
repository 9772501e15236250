import type { Id } from './id';
/**
 * Paged lists (`/order/order-list`, `/wallet/bill-list`, `/goods/goods-list` …) as they scroll. A server may
 * leave out `total`: the list then ends at a short page, as it does at an empty one.
 */

/** Page sizes of the infinitely scrolled lists (records, vouchers). */
export const PAGE_SIZE = 10;

type PageLike<T = unknown> = { list: T[]; total: number | null };

/**
 * The page to ask for after page `pageNum` of `pageSize` items, or undefined when it was the last one: the
 * total is reached, or the page came back short or empty (so a server whose `total` is wrong or missing
 * cannot make the list ask forever).
 */
export function nextPageNum(page: PageLike, pageNum: number, pageSize: number): number | undefined {
  if (page.list.length === 0) return undefined;
  if (page.total !== null) return pageNum * pageSize < page.total ? pageNum + 1 : undefined;
  return page.list.length >= pageSize ? pageNum + 1 : undefined;
}

/**
 * The items of every loaded page in order, each id once: a list that is newest first shifts by one when a
 * new item arrives between two page loads, and the repeated item is shown only where it was first seen.
 */
export function itemsOf<T extends { id: Id }>(data: { pages: PageLike<T>[] } | undefined): T[] {
  if (!data) return [];
  const seen = new Set<Id>();
  const items: T[] = [];
  for (const page of data.pages) {
    for (const item of page.list) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

/** Whether the first page came back empty (the list's empty state). */
export const isFirstPageEmpty = (data: { pages: PageLike[] }) => (data.pages[0]?.list.length ?? 0) === 0;
