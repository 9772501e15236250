import { atom } from 'jotai';

/**
 * Where the welcome coupon flow stands for the current login, and what it tells its parent (spec section 4:
 * go on `true`, do not `false`, or nothing `null`). `false` is told only while the invite reward's popup is
 * open; closing it turns it to `true`.
 *
 * No screen reads it today, and none needs to: the spec's parent holds back its own start-of-visit prompts
 * while the reward shows, and Home opens nothing by itself (its order sheet and activity sheet open on a tap
 * only; the popup sits above every screen, in the app shell). A screen that comes to open something by itself
 * waits here for `status: 'done'` and `proceed !== false`.
 */
export type WelcomeState = { status: 'idle' | 'checking' | 'done'; proceed: boolean | null };

export const welcomeStateAtom = atom<WelcomeState>({ status: 'idle', proceed: null });
