/** A locale file as nested objects of texts, as en.json, vi.json and zh-CN.json are written. */
export type Tree = { [key: string]: string | Tree };

/** Every text of a locale tree by its dotted key ('orders.detail.pickupCode'). */
export function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}
