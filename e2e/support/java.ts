import type { Page } from '@playwright/test';
import type { MockBridgeSettings } from '../../mocks/bridge/settings';
import { apiTextFromPage, expect } from './app';
import { JAVA_ROUTE_QUERY, type JavaMode, MOCK_JAVA_KEY, parseExact, snowflake, writesIdsAs } from './java-ids';
import { WECHAT_UA } from './wechat-host';

// The mock user-api as the real one, a Java (Spring) server, answers (mocks/java.ts, CONTRACT.md "Talking to the
// user-api"): every id a 19-digit snowflake, as a JSON string ('strings') or a bare JSON number ('numbers'),
// missing fields null, flags 0/1, times HH:mm:ss, date-times epoch milliseconds. For the specs that walk the app
// in it as a customer meets it: on a phone, in the chat app, paying with WeChat Pay.

export { JAVA_ROUTE_QUERY, type JavaMode, parseExact, snowflake };

/** The chat app's iPhone browser (as the WebKit lane's): `test.use(IN_CHAT_APP_PHONE)`. */
export const IN_CHAT_APP_PHONE = { viewport: { width: 390, height: 844 }, userAgent: WECHAT_UA.ios } as const;

/**
 * From the page's first load: the mock user-api answers as the Java server in `mode`, and the mock bridge is the
 * chat app (its scanner reads `scan`, its payment sheet ends with `pay`; ok by default), as the other specs
 * pretend to be the chat app in the mock build (e2e/payments.spec.ts).
 */
export async function javaInChatApp(
  page: Page,
  mode: JavaMode,
  bridge: Partial<Pick<MockBridgeSettings, 'scan' | 'pay'>> = {},
): Promise<void> {
  await page.addInitScript(
    ({ javaKey, mode, bridge }) => {
      localStorage.setItem(javaKey, mode);
      localStorage.setItem('__mock.bridge', bridge);
    },
    { javaKey: MOCK_JAVA_KEY, mode, bridge: JSON.stringify({ host: 'chat-app', pay: 'ok', ...bridge }) },
  );
}

export type Envelope<T> = { code: number; msg: string; data: T };

/**
 * Calls the user-api from inside the page as the app does (through the mock's service worker, with the
 * customer's token), and reads its answer without loss: ids as strings of digits. GET without `body`.
 */
export async function javaApi<T = unknown>(page: Page, path: string, body?: unknown): Promise<Envelope<T>> {
  const answer = parseExact(await apiTextFromPage(page, path, body)) as Envelope<T>;
  expect(answer.code, `${path}: ${answer.msg}`).toBe(200);
  return answer;
}

/** The server answers as the Java server in `mode`: the logged-in demo customer's id is written so. */
export async function expectJavaAnswers(page: Page, mode: JavaMode): Promise<void> {
  const text = await apiTextFromPage(page, '/auth/get-user-info');
  expect(writesIdsAs(text, mode), `the user-api writes ids as ${mode}: ${text.slice(0, 200)}`).toBe(true);
}

/** An order as the server holds it (only what the checks read). */
export type JavaOrder = {
  id: string;
  orderNo: string | null;
  status: string;
  payMethod: string | null;
  actualPayment: number;
  boxNo: string | null;
};

/** The customer's orders as the server lists them (all of the seed's and the test's). */
export async function serverOrders(page: Page): Promise<JavaOrder[]> {
  return (await javaApi<{ list: JavaOrder[] }>(page, '/order/order-list?pageNum=1&pageSize=50')).data.list;
}

/** One order as the server holds it, asked for by its snowflake. */
export async function serverOrder(page: Page, id: string): Promise<JavaOrder> {
  return (await javaApi<JavaOrder>(page, `/order/order-info?id=${id}`)).data;
}

/** The id of the order the page shows (`?id=` of its URL), as its digits. */
export function shownOrderId(page: Page): string {
  const query = new URL(page.url()).hash.split('?')[1] ?? '';
  return new URLSearchParams(query).get('id') ?? '';
}
