import { useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { refreshShown } from '../../api/refresh';
import { type ConfirmingPayment, confirmingPaymentsAtom } from '../../state/payments-confirming';
import { confirmingEntry, confirmRefetchMs, windowOf, withoutEntry } from './confirming';

/**
 * The remembered payment under `key` (see ./confirming.ts) while its window lasts, and `settle` to forget it
 * once the server has said. `serverSettled`: the server already says it is paid (or owes nothing any more),
 * so the entry is dropped at once. The entry's end re-renders the screen by itself, so that it offers the
 * payment again once the window has passed.
 */
export function useConfirmingPayment(key: string | null, serverSettled = false) {
  const [entries, setEntries] = useAtom(confirmingPaymentsAtom);
  const [, rerender] = useState(0);
  const entry: ConfirmingPayment | null = key ? confirmingEntry(entries, key, Date.now()) : null;

  const settle = useCallback(() => {
    if (key) setEntries((all) => (all.some((one) => one.key === key) ? withoutEntry(all, key) : all));
  }, [key, setEntries]);

  useEffect(() => {
    if (entry && serverSettled) settle();
  }, [entry, serverSettled, settle]);

  const endsAt = entry ? entry.at.getTime() + windowOf(entry) : null;
  useEffect(() => {
    if (endsAt === null) return;
    const timer = setTimeout(() => rerender((n) => n + 1), Math.max(0, endsAt - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [endsAt]);

  return { entry: serverSettled ? null : entry, settle };
}

/**
 * While the payment `entry` is being confirmed: reads the queries under `queryKey` again by
 * themselves, often at first and then more slowly (confirmRefetchMs), only while the page is visible, and
 * re-renders once the confirming window has passed (the screen then offers the payment again).
 */
export function useRefreshWhileConfirming(entry: ConfirmingPayment | null, queryKey: readonly unknown[]): void {
  const client = useQueryClient();
  const [, rerender] = useState(0);
  const key = JSON.stringify(queryKey);
  const since = entry ? entry.at.getTime() : null;
  const windowMs = entry ? windowOf(entry) : 0;

  useEffect(() => {
    if (since === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const now = Date.now();
      const delay = confirmRefetchMs(new Date(since), now, windowMs);
      if (delay === false) return;
      const end = since + windowMs - now;
      timer = setTimeout(
        () => {
          if (document.visibilityState !== 'hidden') refreshShown(client, JSON.parse(key) as unknown[]);
          rerender((n) => n + 1);
          schedule();
        },
        Math.min(delay, Math.max(0, end) + 50),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [since, windowMs, key, client]);
}
