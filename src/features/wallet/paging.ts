import type { InfiniteData } from '@tanstack/react-query';
import type { Page } from '../../api/schemas/common';

/** Page sizes of the infinitely scrolled lists (records, vouchers). */
export const PAGE_SIZE = 10;

/**
 * The next page to ask for after `page`, or undefined when it was the last one (an empty page also ends the
 * list, so a server whose `total` is wrong cannot make the list ask forever).
 */
export function nextPageParam(page: Page<unknown>): number | undefined {
  if (page.list.length === 0) return undefined;
  return page.pageNum * page.pageSize < page.total ? page.pageNum + 1 : undefined;
}

/**
 * The items of every loaded page in order, each id once: a list that is newest first shifts by one when a
 * new item arrives between two page loads, and the repeated item is shown only where it was first seen.
 */
export function itemsOf<T extends { id: number }>(data: InfiniteData<Page<T>> | undefined): T[] {
  if (!data) return [];
  const seen = new Set<number>();
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
export const isFirstPageEmpty = (data: InfiniteData<Page<unknown>>) => (data.pages[0]?.list.length ?? 0) === 0;
