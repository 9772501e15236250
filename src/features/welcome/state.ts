import { atom } from 'jotai';

/**
 * Where the welcome coupon flow stands for the current login, and what it tells its parent (spec section 4:
 * go on `true`, do not `false`, or nothing `null`). Home can wait for `done` before its own popups.
 */
export type WelcomeState = { status: 'idle' | 'checking' | 'done'; proceed: boolean | null };

export const welcomeStateAtom = atom<WelcomeState>({ status: 'idle', proceed: null });
