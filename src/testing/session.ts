import { getDb } from '../../mocks/db';
import { tokenAtom } from '../state/session';
import { getAppStore } from '../state/store';

/** Logs a seeded customer of the mock in (1001 is the demo customer), as a saved session would. */
export function logIn(userId = 1001): void {
  getDb().tokens['t-test'] = userId;
  getAppStore().set(tokenAtom, 't-test');
}
