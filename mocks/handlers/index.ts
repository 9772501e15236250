import { getResponse, HttpHandler, HttpResponse, http, type RequestHandler } from 'msw';
import { bareWritesControl, bareWritesHandler } from '../bare-writes';
import { controlHandlers } from '../control';
import { apiPath, faultHandler } from '../faults';
import { javaControl, javaHandler } from '../java';
import { leanHandler } from '../lean';
import { api } from '../lib/http';
import { activityHandlers } from './activity';
import { adHandlers } from './ad';
import { authHandlers } from './auth';
import { confHandlers } from './conf';
import { expandHandlers } from './expand';
import { fileHandlers } from './file';
import { goodsHandlers } from './goods';
import { lockerHandlers } from './locker';
import { orderHandlers } from './order';
import { payPageHandlers } from './pay-page';
import { receivingHandlers } from './receiving';
import { regionHandlers } from './region';
import { rumHandlers } from './rum';
import { shopHandlers } from './shop';
import { siteHandlers } from './site';
import { smsHandlers } from './sms';
import { storeHandlers } from './store';
import { sysHandlers } from './sys';
import { walletHandlers } from './wallet';
import { wxHandlers } from './wx';

/** The real answers of every call and control endpoint. */
const realHandlers: RequestHandler[] = [
  ...controlHandlers,
  ...rumHandlers,
  ...bareWritesControl,
  ...javaControl,
  ...authHandlers,
  ...smsHandlers,
  ...sysHandlers,
  ...confHandlers,
  ...fileHandlers,
  ...wxHandlers,
  ...adHandlers,
  ...activityHandlers,
  ...expandHandlers,
  ...goodsHandlers,
  ...walletHandlers,
  ...receivingHandlers,
  ...regionHandlers,
  ...orderHandlers,
  ...payPageHandlers,
  ...siteHandlers,
  ...storeHandlers,
  ...lockerHandlers,
  ...shopHandlers,
  // Like a real server, an unknown path answers 404 (never a request leaking out to the network).
  http.all(api('/*'), ({ request }) =>
    HttpResponse.json({ code: 404, msg: `No such call: ${new URL(request.url).pathname}` }, { status: 404 }),
  ),
];

/**
 * The real handlers behind one, which asks only those of the call's path, then the ones with a pattern (the
 * 404 last). msw tries the handlers of a list one by one, and each try reads the page's cookies and compiles
 * its path: with 85 handlers that was most of the in-page mock's time per call.
 */
function routedByPath(list: RequestHandler[]): RequestHandler[] {
  const byPath = new Map<string, RequestHandler[]>();
  const patterns: RequestHandler[] = [];
  const elsewhere: RequestHandler[] = [];
  for (const handler of list) {
    const pattern = handler instanceof HttpHandler ? handler.info.path : null;
    const path = typeof pattern === 'string' && pattern.startsWith(api('/')) ? pattern.slice(api('').length) : null;
    if (path === null) elsewhere.push(handler);
    else if (/[:*]/.test(path)) patterns.push(handler);
    else byPath.set(path, [...(byPath.get(path) ?? []), handler]);
  }
  const routed = http.all(api('/*'), ({ request }) =>
    getResponse([...(byPath.get(apiPath(request)) ?? []), ...patterns], request),
  );
  return [routed, ...elsewhere];
}

const realAnswers = routedByPath(realHandlers);

/**
 * Every handler of the mock user-api, in one list used by the browser worker, vitest and the HTTP server:
 * faults first, then the Java server (mocks/java.ts, over the others so it combines with them), the bare
 * writes (mocks/bare-writes.ts) and the lean mode (mocks/lean.ts), then the real answers.
 */
const bareWrites = bareWritesHandler(() => realAnswers);
const lean = leanHandler(() => realAnswers);
const java = javaHandler(() => [bareWrites, lean, ...realAnswers]);
export const handlers: RequestHandler[] = [
  faultHandler(() => [java, bareWrites, lean, ...realAnswers]),
  java,
  bareWrites,
  lean,
  ...realAnswers,
];
