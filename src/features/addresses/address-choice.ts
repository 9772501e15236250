import type { Address, AddressInput } from '../../api/schemas/address';
import type { Id } from '../../lib/id';

/**
 * Which address a family's state should hold after its list loaded (spec section 3: the default receiving
 * entry is kept in state).
 * - `defaultAddress`: the family's default as the server names it (`/receiving/list`'s `data.default`, spec
 *   section 7); when not given (the addr family, whose list names none), the entry marked `isDefault`.
 * - `keepChoice` false (the address screen): the default, every time the list loads.
 * - `keepChoice` true (the picker, creating an order): an address picked before stays picked (refreshed to
 *   its latest version) unless it was deleted or the default changed since the last load; otherwise the
 *   default.
 * `previousDefaultId` is the default at the previous load of this view (undefined on the first load).
 */
export function nextChoice({
  list,
  defaultAddress,
  current,
  previousDefaultId,
  keepChoice,
}: {
  list: Address[];
  defaultAddress?: Address | null;
  current: Address | null;
  previousDefaultId: Id | null | undefined;
  keepChoice: boolean;
}): Address | null {
  const fallback = defaultOf(list, defaultAddress);
  if (!keepChoice) return fallback;
  const defaultChanged = previousDefaultId !== undefined && previousDefaultId !== (fallback?.id ?? null);
  if (defaultChanged) return fallback;
  const kept = current ? list.find((address) => address.id === current.id) : undefined;
  return kept ?? fallback;
}

/** The default: the one the server names when it names one, else the list's entry marked as the default. */
export function defaultOf(list: Address[], defaultAddress?: Address | null): Address | null {
  if (defaultAddress !== undefined) return defaultAddress;
  return list.find((address) => address.isDefault) ?? null;
}

/**
 * The chosen address after a save, or undefined to leave it as it is. The server's answer, when it sends
 * the saved address, is kept at once if it is the new default or the chosen one edited. Without it (a write
 * needs nothing from its answer), an edit of the chosen one is kept as sent, and another address made the
 * default clears the choice: the family is read back at once, and its default fills the choice.
 */
export function chosenAfterSave(
  chosen: Address | null,
  input: AddressInput,
  saved: Address | null,
): Address | null | undefined {
  if (saved) return saved.isDefault || chosen?.id === saved.id ? saved : undefined;
  if (chosen && input.id === chosen.id)
    return { ...chosen, ...input, id: chosen.id, regionText: input.regionText ?? '' };
  return input.isDefault ? null : undefined;
}

/** Same content (a fresh copy of the same address does not need to be stored again). */
export const sameAddress = (a: Address | null, b: Address | null) => JSON.stringify(a) === JSON.stringify(b);
