import { atom, useAtom } from 'jotai';
import { useCallback } from 'react';
import * as v from 'valibot';
import { ORDER_KINDS, type OrderKind } from '../../api/schemas/order';
import type { Id } from '../../lib/id';
import { draftOwner, dropDraft, readDraft, writeDraft } from '../../state/drafts';
import { sessionEpochAtom, tokenAtom } from '../../state/session';
import type { PayMethod } from '../payment-method';
import type { ChosenSlot } from './slots';

/** A live photo of the order: shown while uploading (a local preview), sent once uploaded (its URL). */
export type PhotoEntry = { id: string; status: 'uploading' | 'done'; url: string | null; preview: string | null };

/**
 * What the customer has typed on Create order, for the ordering context it was typed for: leaving to add an
 * address and coming back keeps it, and so does a reload by the chat app (a draft of this customer's, kept on
 * the phone: src/state/drafts.ts; photos only once uploaded); dropped once an order exists, at logout and on
 * a 401. The receiving address is not here: it is the shared choice in `receivingAtom` (see features/addresses).
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

const DRAFT_FORM = 'order';

const draftSchema = v.object({
  key: v.string(),
  chosenKind: v.nullable(v.picklist(ORDER_KINDS)),
  slot: v.nullable(v.object({ date: v.string(), start: v.string() })),
  remarks: v.string(),
  photos: v.array(v.object({ id: v.string(), status: v.literal('done'), url: v.string(), preview: v.null() })),
  couponId: v.nullable(v.string()),
  payMethod: v.nullable(v.picklist(['balance', 'chat-app', 'card'])),
});

/** What a reload can bring back: a photo still uploading (a preview of this page's memory) is not kept. */
const keepable = (draft: OrderDraft) => ({
  ...draft,
  photos: draft.photos.flatMap((photo) =>
    photo.status === 'done' && photo.url ? [{ ...photo, url: photo.url, preview: null }] : [],
  ),
});

/** The draft in memory, with whose it is: one from before a logout or a 401 is no one's. */
const inMemoryAtom = atom<{ owner: string; epoch: number; draft: OrderDraft | null } | null>(null);

export const orderDraftAtom = atom(
  (get): OrderDraft | null => {
    const owner = draftOwner(get(tokenAtom));
    const epoch = get(sessionEpochAtom);
    const held = get(inMemoryAtom);
    if (held && held.epoch === epoch) return held.owner === owner ? held.draft : null;
    return readDraft(DRAFT_FORM, draftSchema, owner);
  },
  (get, set, next: OrderDraft | null | ((previous: OrderDraft | null) => OrderDraft | null)) => {
    const owner = draftOwner(get(tokenAtom));
    const draft = typeof next === 'function' ? next(get(orderDraftAtom)) : next;
    set(inMemoryAtom, { owner, epoch: get(sessionEpochAtom), draft });
    if (draft) writeDraft(DRAFT_FORM, keepable(draft), owner);
    else dropDraft(DRAFT_FORM);
  },
);

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
