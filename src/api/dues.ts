/**
 * What is owed before the shoes can be collected (spec section 4: "some pickups require price-difference
 * payment first"; section 8: the timeout fee), worked out one way for every screen that asks: the cabinet's
 * collect check, the order's detail and actions, Home and the payment page.
 *
 * The server's fields are read in one order of precedence, the first one present deciding:
 * - price difference: `priceDifferenceDue` (a sub-order's amount still to pay); then `priceDifference` (an
 *   object, or a plain amount): its amount unless `paid` says it is paid, and where the server does not say
 *   whether it is paid, the status does (owed while the order is in 'price-difference', since paying it brings
 *   the order back to 'to-be-collected'); then, with no amount at all, the status 'price-difference'.
 * - overtime fee: `overtimeFeeDue`; then `overtimeFee` (what the order owes now); then the status 'overdue'.
 * When only the status says something is owed, the amount is unknown (`amount` null, `owed` true): the
 * payment page still says something is to be paid, and the server tells the amount when it is paid.
 */

/** One charge owed before pickup: `amount` null when the server says it is owed but not how much. */
export type Due = { owed: boolean; amount: number | null };
export type DueBeforePickup = { priceDifference: Due; overtimeFee: Due };

/** An order or a sub-order, as the server sent it (parsed, absent fields null or left out). */
export type DueSource = {
  status?: string | null;
  priceDifferenceDue?: number | null;
  overtimeFeeDue?: number | null;
  overtimeFee?: number | null;
  priceDifference?: number | { amount?: number | null; paid?: boolean | null } | null;
};

const NOTHING: Due = { owed: false, amount: 0 };
const amountDue = (amount: number): Due => (amount > 0 ? { owed: true, amount } : NOTHING);
const UNKNOWN: Due = { owed: true, amount: null };
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function priceDifferenceOf(source: DueSource): Due {
  if (isAmount(source.priceDifferenceDue)) return amountDue(source.priceDifferenceDue);
  const difference = source.priceDifference;
  const amount = isAmount(difference) ? difference : difference?.amount;
  if (isAmount(amount)) {
    const paidFlag = isAmount(difference) ? null : (difference?.paid ?? null);
    const paid = paidFlag ?? source.status !== 'price-difference';
    return paid ? NOTHING : amountDue(amount);
  }
  return source.status === 'price-difference' ? UNKNOWN : NOTHING;
}

function overtimeFeeOf(source: DueSource): Due {
  if (isAmount(source.overtimeFeeDue)) return amountDue(source.overtimeFeeDue);
  if (isAmount(source.overtimeFee)) return amountDue(source.overtimeFee);
  return source.status === 'overdue' ? UNKNOWN : NOTHING;
}

export function dueBeforePickup(source: DueSource): DueBeforePickup {
  return { priceDifference: priceDifferenceOf(source), overtimeFee: overtimeFeeOf(source) };
}

/**
 * An order's dues with its sub-order's word first where the sub-order was read (it carries the amounts still
 * to pay), the order's own fields for the rest.
 */
export function dueOfOrder(order: DueSource, info?: DueSource | null): DueBeforePickup {
  if (!info) return dueBeforePickup(order);
  return dueBeforePickup({
    status: info.status ?? order.status,
    priceDifferenceDue: info.priceDifferenceDue,
    overtimeFeeDue: info.overtimeFeeDue,
    overtimeFee: info.overtimeFee ?? order.overtimeFee,
    priceDifference: info.priceDifference ?? order.priceDifference,
  });
}

/** Anything owed before pickup (the amount known or not). */
export const owesBeforePickup = (dues: DueBeforePickup): boolean => dues.priceDifference.owed || dues.overtimeFee.owed;

/** The amount to show for a charge: what the server said, 0 when nothing is owed or it did not say. */
export const dueAmount = (due: Due): number => due.amount ?? 0;
