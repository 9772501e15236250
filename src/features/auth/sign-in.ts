import type { QueryClient } from '@tanstack/react-query';
import { authQueries, type MaAuthPhoneInput, maAuthPhone, refreshAfterSignIn } from '../../api/auth';
import type { Id } from '../../lib/id';
import { PATHS, safeAppPath } from '../../lib/paths';
import { saveToken } from '../../state/session';
import type { getAppStore } from '../../state/store';

type Store = ReturnType<typeof getAppStore>;

/** Screens that make no sense to return to once signed in. */
const ACCOUNT_PATHS: readonly string[] = [PATHS.login, PATHS.register, PATHS.forget];

/**
 * Where a customer goes after logging in or registering: the app page that sent them (`redirect` in the
 * query), never a URL from outside the app and never back to an account form; Home otherwise.
 */
export function afterSignInPath(redirect: string | null | undefined): string {
  const safe = safeAppPath(redirect);
  if (!safe) return PATHS.home;
  const [path = ''] = safe.split('?');
  return ACCOUNT_PATHS.includes(path.replace(/\/$/, '')) ? PATHS.home : safe;
}

/**
 * Signs the customer in with a token the server gave: saves it (which sets the logged-in flag), then loads
 * the user info into the query cache. A failed user-info load is already reported by the client; the session
 * stands and the profile screens load the user again. Queries made while anonymous are refreshed.
 */
export async function completeSignIn(store: Store, token: string, shopId: Id, queryClient: QueryClient): Promise<void> {
  saveToken(store, token);
  refreshAfterSignIn(queryClient);
  try {
    await queryClient.fetchQuery(authQueries.userInfo(shopId));
  } catch {
    // reported by the api client; nothing else to do here
  }
}

/**
 * The chat app's phone authorisation (`POST /auth/ma-auth-phone`): signed in, or refused with body code 400,
 * in which case the whole response body is handed back to the caller (spec sections 7 and 8; the client has
 * already shown its `msg`). Any other failure is thrown as the ApiError it is.
 */
export type PhoneAuthOutcome = { status: 'signed-in'; phone: string | null } | { status: 'refused'; body: unknown };

export async function authorisePhone(
  store: Store,
  input: MaAuthPhoneInput,
  shopId: Id,
  queryClient: QueryClient,
): Promise<PhoneAuthOutcome> {
  const result = await maAuthPhone(input);
  if (!result.ok) return { status: 'refused', body: result.body };
  await completeSignIn(store, result.data.token, shopId, queryClient);
  return { status: 'signed-in', phone: result.data.phone };
}

/** The phone number a refused authorisation carries (`data.phone`: no account yet), to offer registering it. */
export function refusedPhone(body: unknown): string | null {
  if (!body || typeof body !== 'object' || !('data' in body)) return null;
  const data = (body as { data: unknown }).data;
  if (!data || typeof data !== 'object' || !('phone' in data)) return null;
  const phone = (data as { phone: unknown }).phone;
  return typeof phone === 'string' && phone !== '' ? phone : null;
}
