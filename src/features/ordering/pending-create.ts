import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import * as v from 'valibot';
import type { OrderLineInput } from '../../api/order';
import type { Order } from '../../api/schemas/order';
import { draftOwner, dropDraft, readDraft, writeDraft } from '../../state/drafts';
import { tokenAtom } from '../../state/session';
import { CREATE_RECORD as RECORD } from './create-record';
import { findCreatedOrder } from './find-created';

/**
 * An order create sent and not yet answered, kept on the phone (CONTRACT.md: "An order create is recorded on
 * the phone before it is sent"). A create whose answer was lost (the network dropped, or the chat app reloaded
 * the page meanwhile) may have made the order: until the customer's orders have been read back, nothing offers
 * to order again. The record is this customer's (it goes at logout and on a 401 with the drafts), and goes when
 * the server answers, when the order is found, when the orders read back show it was never made, or when the
 * customer chooses to order again.
 */

const recordSchema = v.object({
  at: v.number(),
  items: v.array(v.object({ goodsId: v.string(), count: v.number(), addOnIds: v.array(v.string()) })),
});
export type CreateRecord = v.InferOutput<typeof recordSchema>;

export const recordCreate = (owner: string, record: CreateRecord) => writeDraft(RECORD, record, owner);
export const readCreateRecord = (owner: string) => readDraft(RECORD, recordSchema, owner);
export const dropCreateRecord = () => dropDraft(RECORD);

/** The order a recorded create made, read back; null when the orders show none. Throws when the read fails. */
export const lookForCreated = (reads: ReturnType<typeof useQueryClient>, record: CreateRecord) =>
  findCreatedOrder(reads, record.items as OrderLineInput[], record.at);

/**
 * Where an unanswered create stands: 'none' (nothing recorded, or settled: ordering may go on), 'checking',
 * 'found' (the order it made: show it) or 'failed' (the orders could not be read: ask again, or the customer
 * chooses to order again).
 */
export type PendingCreate =
  | { state: 'none' }
  | { state: 'checking' }
  | { state: 'found'; order: Order }
  | { state: 'failed' };

/** How many times a failed read-back is tried again by itself before the customer is asked. */
const RETRIES = 2;

/**
 * Reads the customer's orders back when a create is recorded and unanswered, once per mount; `check` reads
 * again, `orderAgain` drops the record (the customer chose to order again).
 */
export function usePendingCreate(): PendingCreate & { check: () => void; orderAgain: () => void } {
  const reads = useQueryClient();
  const owner = draftOwner(useAtomValue(tokenAtom));
  const [state, setState] = useState<PendingCreate>(() =>
    readCreateRecord(owner) ? { state: 'checking' } : { state: 'none' },
  );
  const [round, setRound] = useState(0);

  useEffect(() => {
    const record = readCreateRecord(owner);
    if (!record) {
      setState({ state: 'none' });
      return;
    }
    let live = true;
    setState({ state: 'checking' });
    const attempt = async (left: number): Promise<PendingCreate> => {
      try {
        const order = await lookForCreated(reads, record);
        dropCreateRecord(); // found, or shown never made: either way the create is settled
        return order ? { state: 'found', order } : { state: 'none' };
      } catch {
        return left > 0 ? attempt(left - 1) : { state: 'failed' };
      }
    };
    void attempt(round === 0 ? RETRIES : 0).then((next) => {
      if (live) setState(next);
    });
    return () => {
      live = false;
    };
  }, [owner, reads, round]);

  const check = useCallback(() => setRound((n) => n + 1), []);
  const orderAgain = useCallback(() => {
    dropCreateRecord();
    setState({ state: 'none' });
  }, []);
  return { ...state, check, orderAgain };
}
