import { getDb } from '../../mocks/db';
import { saveToken } from '../state/session';
import { getAppStore } from '../state/store';

/** The token `logIn` saves: a test that calls the mock server by hand sends it. */
export const TEST_TOKEN = 't-test';

/**
 * Logs a seeded customer of the mock in (1001 is the demo member, 1002 the new customer), as a saved session
 * would; another `token` is another session (what the phone keeps per customer is kept per session).
 */
export function logIn(userId = 1001, token = TEST_TOKEN): void {
  getDb().tokens[token] = userId;
  saveToken(getAppStore(), token);
}
