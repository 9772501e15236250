import type { Id } from '../../lib/id';
import type { ConfirmingPayment } from '../../state/payments-confirming';

/**
 * "Not heard yet" is its own state. A payment provider tells the server seconds after it tells the client,
 * sometimes tens of seconds, so after the chat app or the card page says ok the app asks the server again
 * and again (CONFIRM_DELAYS_MS, more than a minute in all). When it still has not heard, the payment is
 * remembered as being confirmed: the order offers no second payment and refreshes itself, more and more
 * slowly, until the server says paid, or until CONFIRM_WINDOW_MS has passed, after which a payment the
 * server never heard of can only have failed and the order is offered for payment again.
 */

/** The pauses between reading the payment back after the client's ok: 1 s, growing to 10 s; 70 s in all. */
export const CONFIRM_DELAYS_MS: readonly number[] = [
  1000, 1000, 2000, 2000, 3000, 3000, 5000, 5000, 8000, 10_000, 10_000, 10_000, 10_000,
];

export const CONFIRM_WINDOW_MS = 30 * 60_000;
/**
 * A card payment's window is shorter: the app only knows the customer left for the card page, and a page that
 * does not say on return whether they cancelled (`payResult`, src/app/landing.ts) must not hold a customer who
 * did for half an hour, while a card provider tells the server within minutes.
 */
export const CARD_CONFIRM_WINDOW_MS = 10 * 60_000;

/** How long a remembered payment holds back a second one. */
export const windowOf = (entry: Pick<ConfirmingPayment, 'via'>) =>
  entry.via === 'card' ? CARD_CONFIRM_WINDOW_MS : CONFIRM_WINDOW_MS;

/** What a remembered payment is about, as its key says. */
export const confirmingKeys = {
  order: (orderId: Id) => `order:${orderId}`,
  due: (orderInfoId: Id, kind: 'overdue' | 'price-difference') => `due:${orderInfoId}:${kind}`,
  topUp: () => 'top-up',
};

/** The remembered payment under `key`, while its window lasts. */
export function confirmingEntry(
  entries: readonly ConfirmingPayment[],
  key: string,
  now: Date | number = Date.now(),
): ConfirmingPayment | null {
  const at = typeof now === 'number' ? now : now.getTime();
  return entries.find((entry) => entry.key === key && isFresh(entry, at)) ?? null;
}

export const isFresh = (entry: ConfirmingPayment, now: number) =>
  entry.at.getTime() <= now + 60_000 && now - entry.at.getTime() < windowOf(entry);

/** Adds (or renews) one entry and drops those whose window has passed. */
export function withEntry(entries: readonly ConfirmingPayment[], entry: ConfirmingPayment): ConfirmingPayment[] {
  const now = entry.at.getTime();
  return [...entries.filter((other) => other.key !== entry.key && isFresh(other, now)), entry];
}

export function withoutEntry(entries: readonly ConfirmingPayment[], key: string): ConfirmingPayment[] {
  return entries.some((entry) => entry.key === key) ? entries.filter((entry) => entry.key !== key) : [...entries];
}

/**
 * How soon a screen showing a payment being confirmed reads it again: every 3 s in its first minutes, then
 * every 10 s, then every 30 s; `false` once the window (`windowMs`) has passed.
 */
export function confirmRefetchMs(
  since: Date,
  now: number = Date.now(),
  windowMs: number = CONFIRM_WINDOW_MS,
): number | false {
  const age = now - since.getTime();
  if (age >= windowMs) return false;
  if (age < 2 * 60_000) return 3000;
  if (age < 10 * 60_000) return 10_000;
  return 30_000;
}
