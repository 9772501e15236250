/** Stable React keys for lists whose items may repeat: the item's own key, then "#2", "#3" for repeats. */
export function uniqueKeys<T>(items: readonly T[], keyOf: (item: T) => string): Array<{ item: T; key: string }> {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = keyOf(item);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return { item, key: count === 1 ? base : `${base}#${count}` };
  });
}
