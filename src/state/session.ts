import { atom } from 'jotai';
import { RESET } from 'jotai/utils';
import * as v from 'valibot';
import { userSchema } from '../api/schemas/user';
import { removeStored } from '../lib/storage';
import { addressListStateAtom, receivingAtom } from './addresses';
import { cartAtom } from './cart';
import { timeoutFlagAtom } from './config';
import { dropAllDrafts } from './drafts';
import { confirmingPaymentsAtom } from './payments-confirming';
import { persistedAtom } from './persisted';
import { positionAtom } from './position';
import type { getAppStore } from './store';

/** The session token; logged in versus anonymous is decided by it alone (spec section 4). */
export const tokenAtom = persistedAtom<string | null>('token', v.nullable(v.pipe(v.string(), v.minLength(1))), null);

/** Persisted as the spec lists it; kept in step with the token by saveToken/clearSession. */
export const isLoginFlagAtom = persistedAtom<boolean>('isLogin', v.boolean(), false);

export const userInfoAtom = persistedAtom('userInfo', v.nullable(userSchema), null);

export const isLoggedInAtom = atom((get) => get(tokenAtom) !== null);

/**
 * Counts the sessions ended on this page (logout, a 401): what a screen holds in memory for a customer is
 * theirs only while this stays the same.
 */
export const sessionEpochAtom = atom(0);

type Store = ReturnType<typeof getAppStore>;

/** Saving a token sets the logged-in flag (spec section 4). */
export function saveToken(store: Store, token: string): void {
  store.set(tokenAtom, token);
  store.set(isLoginFlagAtom, true);
}

/**
 * Logout or a 401: clears token, user, receiving, address, cart, timeout flag and position (spec section 4),
 * and what the app keeps of this customer besides (pickup passes, payments being confirmed).
 */
export function clearSession(store: Store): void {
  store.set(tokenAtom, RESET);
  store.set(isLoginFlagAtom, RESET);
  store.set(userInfoAtom, RESET);
  store.set(receivingAtom, RESET);
  store.set(addressListStateAtom, RESET);
  store.set(cartAtom, RESET);
  store.set(timeoutFlagAtom, false);
  store.set(positionAtom, null);
  // payments this customer made that the server had not confirmed yet are theirs, not the next customer's
  store.set(confirmingPaymentsAtom, RESET);
  // the orders feature's offline pickup passes (src/features/orders) belong to this customer only
  removeStored('pickupPasses');
  // what this customer typed on forms, and the orders they were creating (src/state/drafts.ts)
  dropAllDrafts();
  store.set(sessionEpochAtom, (epoch) => epoch + 1);
}
