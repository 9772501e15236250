import { type Db, getDb } from '../db';
import type { UserRow } from '../db/core';
import { BusinessFailure } from './failure';
import { fail, ok } from './http';
import { type Lang, langOf, tr } from './text';

/** What a session call's handler is given: the request, the logged-in customer, their language and the db. */
export type Session = { request: Request; user: UserRow; lang: Lang; db: Db };

/**
 * A call that needs a logged-in customer, as every handler family writes it. Without a token the server
 * knows, it answers body code 401 ('Login expired'), as the real user-api does; otherwise the handler's
 * outcome is answered as `answer` says.
 */
export function session(handle: (session: Session) => unknown) {
  return ({ request }: { request: Request }) => {
    const db = getDb();
    const user = userOf(request, db);
    if (!user) return fail(401, 'Login expired, please log in again');
    const lang = langOf(request);
    return answer(lang, () => handle({ request, user, lang, db }));
  };
}

/**
 * A handler's outcome as a response: data it returns is answered `ok(data)`, a response it returns (a
 * `fail(…)`) as it is, and a BusinessFailure thrown from however deep in the db's rules as `{code, msg}` in
 * the request's language. Calls that need no customer (the mock's control endpoints) use it directly.
 */
export async function answer(lang: Lang, handle: () => unknown): Promise<Response> {
  try {
    const outcome = await handle();
    return outcome instanceof Response ? outcome : ok(outcome);
  } catch (error) {
    if (error instanceof BusinessFailure) return fail(error.code, tr(error.text, lang));
    throw error;
  }
}

/** The customer whose token the request carries (header `token`), if the server knows it. */
function userOf(request: Request, db: Db): UserRow | undefined {
  const token = request.headers.get('token');
  if (!token) return undefined;
  const userId = db.tokens[token];
  return userId === undefined ? undefined : db.users.find((user) => user.id === userId);
}
