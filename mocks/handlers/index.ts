import { HttpResponse, http, type RequestHandler } from 'msw';
import { controlHandlers } from '../control';
import { faultHandler } from '../faults';
import { leanHandler } from '../lean';
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
  http.all('*/user-api/*', ({ request }) =>
    HttpResponse.json({ code: 404, msg: `No such call: ${new URL(request.url).pathname}` }, { status: 404 }),
  ),
];

/**
 * Every handler of the mock user-api, in one list used by the browser worker, vitest and the HTTP server:
 * faults first, then the lean mode (mocks/lean.ts), then the real answers.
 */
export const handlers: RequestHandler[] = [faultHandler, leanHandler(() => realHandlers), ...realHandlers];
