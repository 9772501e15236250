import type { Address } from '../../api/schemas/address';

/**
 * Which address a family's state should hold after its list loaded (spec section 3: the default receiving
 * entry is kept in state).
 * - `keepChoice` false (the address screen): the default, every time the list loads.
 * - `keepChoice` true (the picker, creating an order): an address picked before stays picked (refreshed to
 *   its latest version) unless it was deleted or the default changed since the last load; otherwise the
 *   default.
 * `previousDefaultId` is the default at the previous load of this view (undefined on the first load).
 */
export function nextChoice({
  list,
  current,
  previousDefaultId,
  keepChoice,
}: {
  list: Address[];
  current: Address | null;
  previousDefaultId: number | null | undefined;
  keepChoice: boolean;
}): Address | null {
  const fallback = list.find((address) => address.isDefault) ?? null;
  if (!keepChoice) return fallback;
  const defaultChanged = previousDefaultId !== undefined && previousDefaultId !== (fallback?.id ?? null);
  if (defaultChanged) return fallback;
  const kept = current ? list.find((address) => address.id === current.id) : undefined;
  return kept ?? fallback;
}

/** Same content (a fresh copy of the same address does not need to be stored again). */
export const sameAddress = (a: Address | null, b: Address | null) => JSON.stringify(a) === JSON.stringify(b);
