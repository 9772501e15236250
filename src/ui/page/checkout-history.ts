import { normalisePath, PATHS } from '../../lib/paths';

/**
 * The checkout pages (the product list, a product's page, Create order) in the history. Once an order exists,
 * Back from it must go where the customer was before checking out (the cabinet page, Home, the Order tab), never
 * into an empty form for an order already placed. A browser cannot delete history entries, so each
 * checkout entry remembers in its state how far back the page before checkout is, and leaving checkout goes
 * back there first, then puts the order in place of what followed.
 */
const CHECKOUT: ReadonlySet<string> = new Set([PATHS.productList, PATHS.productDetail, PATHS.createOrder]);

export const isCheckoutPath = (path: string) => CHECKOUT.has(normalisePath(path));

/**
 * `back`: how many entries back the page before checkout is. `replace`: that entry is itself a checkout page
 * (the customer landed on it from a menu or a code, or it was reached without a mark): it is replaced by where
 * checkout leads, since going back past it would leave the app.
 */
type Mark = { back: number; replace: boolean };

type State = Record<string, unknown> | null;

const UNMARKED: Mark = { back: 0, replace: true };

function markOf(path: string, state: unknown): Mark | null {
  if (!isCheckoutPath(path)) return null;
  const mark = (state as { checkout?: Mark } | null)?.checkout;
  return mark && Number.isInteger(mark.back) && mark.back >= 0 ? mark : UNMARKED;
}

function withoutMark(state: unknown): State {
  if (state === null || typeof state !== 'object') return null;
  const { checkout: _, ...rest } = state as Record<string, unknown>;
  return rest;
}

/**
 * The state of the history entry that going from `fromPath` (whose entry holds `state`) to `toPath` makes:
 * pushed (a new entry, null unless it is a checkout page) or replacing the current one (its state kept).
 */
export function entryState(fromPath: string, state: unknown, toPath: string, replace: boolean): State {
  const kept = replace ? withoutMark(state) : null;
  if (!isCheckoutPath(toPath)) return kept;
  const from = markOf(fromPath, state);
  const checkout: Mark = replace
    ? (from ?? UNMARKED)
    : from
      ? { back: from.back + 1, replace: from.replace }
      : { back: 1, replace: false };
  return { ...kept, checkout };
}

let rewinding = false;

/** True while leaving checkout walks back through it: the pages passed are not drawn. */
export const isRewinding = () => rewinding;

/** How long the browser may take to go back before the order is shown over the checkout page instead. */
const REWIND_TIMEOUT_MS = 1000;

/**
 * Leaves checkout for `to` (the new order, or the order list): back to the page before checkout, then `to`
 * after it (or in its place, see Mark), so Back from `to` goes where the customer came from. From a page that
 * is not a checkout page, `to` simply replaces it.
 */
export function leaveCheckout(
  to: string,
  navigate: (to: string, options?: { replace?: boolean }) => void,
  path: string = currentHashPath(),
): void {
  const mark = markOf(path, history.state);
  if (!mark || mark.back === 0 || rewinding) {
    navigate(to, { replace: true });
    return;
  }
  rewinding = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arrived = (replace: boolean) => {
    clearTimeout(timer);
    removeEventListener('popstate', onPop);
    rewinding = false;
    navigate(to, { replace });
  };
  const onPop = () => arrived(mark.replace);
  // a browser that does not go back (the entry is gone): the order replaces the checkout page, as before
  timer = setTimeout(() => arrived(true), REWIND_TIMEOUT_MS);
  addEventListener('popstate', onPop);
  history.go(-mark.back);
}

function currentHashPath(): string {
  const hash = location.hash.replace(/^#/, '');
  return hash.split('?')[0] || '/';
}
