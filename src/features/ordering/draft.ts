import { atom, useAtom } from 'jotai';
import { useCallback } from 'react';
import type { OrderKind } from '../../api/schemas/order';
import type { Id } from '../../lib/id';
import type { PayMethod } from '../payment-method';
import type { ChosenSlot } from './slots';

/** A live photo of the order: shown while uploading (a local preview), sent once uploaded (its URL). */
export type PhotoEntry = { id: string; status: 'uploading' | 'done'; url: string | null; preview: string | null };

/**
 * What the customer has typed on Create order. Kept in memory (not persisted) for the ordering context it
 * was typed for, so leaving to add an address and coming back keeps it; dropped once an order exists. The
 * receiving address is not here: it is the shared choice in `receivingAtom` (see features/addresses).
 */
export type OrderDraft = {
  key: string;
  /** When the query does not fix the kind, the one chosen on the form. */
  chosenKind: OrderKind | null;
  slot: ChosenSlot | null;
  remarks: string;
  photos: PhotoEntry[];
  couponId: Id | null;
  payMethod: PayMethod | null;
};

export const emptyDraft = (key: string): OrderDraft => ({
  key,
  chosenKind: null,
  slot: null,
  remarks: '',
  photos: [],
  couponId: null,
  payMethod: null,
});

export const orderDraftAtom = atom<OrderDraft | null>(null);

export type UpdateDraft = (change: Partial<OrderDraft> | ((draft: OrderDraft) => Partial<OrderDraft>)) => void;

/**
 * The draft for this ordering context (a fresh one when the context changed, starting with the voucher the
 * context names), its updater and its reset.
 */
export function useOrderDraft(key: string, couponId: Id | null = null): [OrderDraft, UpdateDraft, () => void] {
  const [stored, setStored] = useAtom(orderDraftAtom);
  const fresh = useCallback((draftKey: string) => ({ ...emptyDraft(draftKey), couponId }), [couponId]);
  const draft = stored?.key === key ? stored : fresh(key);
  const update = useCallback<UpdateDraft>(
    (change) =>
      setStored((previous) => {
        const base = previous?.key === key ? previous : fresh(key);
        return { ...base, ...(typeof change === 'function' ? change(base) : change) };
      }),
    [key, fresh, setStored],
  );
  const reset = useCallback(() => setStored(null), [setStored]);
  return [draft, update, reset];
}
