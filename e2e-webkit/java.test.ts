import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { JAVA_ROUTE_QUERY, MOCK_JAVA_KEY, parseExact, snowflake, writesIdsAs } from '../e2e/support/java-ids';
import { ROUTE_PATHS } from '../e2e/support/routes';
import { type RouteName, withQuery } from '../src/lib/paths';
import { ANTD } from '../src/ui/antd';
import { WebKitPage } from './page';

// The app in the chat app's iPhone browser against a user-api that answers as the real one, a Java (Spring)
// server, with its ids as bare 19-digit JSON numbers (mocks/java.ts, 'numbers'): every route opens logged in and
// shows the server's content; an order at a cabinet paid by WeChat Pay, and shoes stored at the cabinet, each
// checked against what the server holds, read back without loss (ids as strings of digits). The mock bridge is the
// chat app, its scanner reading cabinet L001, its payment sheet saying ok. Seed (mocks/db/): order 1 unpaid,
// order 2 paid and to be stored at L001; the demo customer is user 1001. Chromium walks more (e2e/java-server.spec.ts).

type Envelope<T> = { code: number; msg: string; data: T };
type ServerOrder = { id: string; orderNo: string; status: string; payMethod: string | null; boxNo: string | null };

/** What the phone holds besides the session: the Java server's mode, and the mock bridge as the chat app. */
const JAVA_NUMBERS = {
  [MOCK_JAVA_KEY]: 'numbers',
  '__mock.bridge': JSON.stringify({ host: 'chat-app', scan: 'L001', pay: 'ok' }),
};

const CABINET = withQuery('/pages/Order/PendingList/index', { lockerNo: 'L001', shopId: 0 });

const IN_SCREEN = (name: RouteName) => `[data-route="${name}"] *`;

/** What each route shows from the server: an element (a selector, and a text it holds). */
const SHOWS: Record<RouteName, [css: string, text: string | null]> = {
  home: [`a[href$="?id=${snowflake(8)}"]`, null],
  order: ['.orders-card', null],
  my: [IN_SCREEN('my'), `ID ${snowflake(1001)}`],
  // the chat app's scanner reads cabinet L001's code: the cabinet
  scan: [IN_SCREEN('pendingList'), 'Zhengzhou Jinshui Cabinet'],
  login: [`${IN_SCREEN('login')} input[type="tel"]`, null],
  register: [`${IN_SCREEN('register')} input[type="tel"]`, null],
  forget: [`${IN_SCREEN('forget')} input[type="tel"]`, null],
  topUp: ['label.package', '¥100.00'],
  washingProcess: [IN_SCREEN('washingProcess'), 'Step 1'],
  protocol: [IN_SCREEN('protocol'), 'Shoe Care Service Agreement'],
  privacy: [IN_SCREEN('privacy'), 'Shoe Care Privacy Policy'],
  nearLocker: [IN_SCREEN('nearLocker'), 'Zhengzhou Jinshui Cabinet'],
  productList: ['button[aria-label="Add Standard sneaker wash to the cart"]', null],
  productDetail: [IN_SCREEN('productDetail'), 'Standard sneaker wash'],
  createOrder: [IN_SCREEN('createOrder'), 'Zhengzhou Jinshui Cabinet'],
  coupon: ['button[aria-label="Claim 20 off leather care"]', null],
  myCoupon: [IN_SCREEN('myCoupon'), '10 off any order'],
  orderDetail: ['[data-route="orderDetail"] .orders-status-tag', 'Unpaid'],
  orderSteps: [IN_SCREEN('orderSteps'), 'Cleaning started'],
  pendingList: [IN_SCREEN('pendingList'), 'Waiting to be stored'],
  address: [IN_SCREEN('address'), 'Minh Tran'],
  newAddress: ['[data-route="newAddress"] input[value="Lan Nguyen"]', null],
  wallet: ['[data-testid="wallet-balance"]', '¥200.00'],
  overduePayment: [IN_SCREEN('overduePayment'), 'Amount due'],
  userInfo: [IN_SCREEN('userInfo'), snowflake(1001)],
  share: [IN_SCREEN('share'), 'How it works'],
};

/** What the customer must never see: a screen that could not load, or an answer the app cannot read. */
const FAILURES = ['Could not load', 'The server sent an answer the app cannot read.'];

/** Keeps every text a toast shows in `window.__toastLog`, from now on in this document (as Chromium's fixture). */
const RECORD_TOASTS = `
  const log = [];
  window.__toastLog = log;
  new MutationObserver(() => {
    for (const toast of document.querySelectorAll(${JSON.stringify(ANTD.toast)})) {
      const text = (toast.textContent || '').trim();
      if (text && log[log.length - 1] !== text) log.push(text);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;

describe('the app against a Java server, ids as bare numbers, in WebKit', () => {
  const page = new WebKitPage();

  /** The user-api's answer to `path` (GET), as the page gets it with the customer's token, as text. */
  const answerText = (path: string) =>
    page.driver.executeAsyncScript<string>(
      `
      const [path, done] = arguments;
      const token = JSON.parse(localStorage.getItem('token') ?? 'null')?.data ?? '';
      fetch('/user-api' + path, { headers: { 'Content-Type': 'application/json', token } })
        .then((response) => response.text())
        .then(done, (error) => done(JSON.stringify({ code: -1, msg: String(error), data: null })));
      `,
      path,
    );

  /** What the server holds at `path`, read without loss: ids as strings of digits. */
  async function server<T>(path: string): Promise<T> {
    const answer = parseExact(await answerText(path)) as Envelope<T>;
    expect(answer.code, `${path}: ${answer.msg}`).toBe(200);
    return answer.data;
  }
  const orders = async () => (await server<{ list: ServerOrder[] }>('/order/order-list?pageNum=1&pageSize=50')).list;
  const order = (id: string) => server<ServerOrder>(`/order/order-info?id=${id}`);

  /** Logged in on a new phone whose user-api answers as the Java server, ids as bare numbers, on `path`. */
  async function javaPhone(path: string, route: string) {
    await page.freshLoggedIn(path, route, JAVA_NUMBERS);
    expect(writesIdsAs(await answerText('/auth/get-user-info'), 'numbers'), 'ids written as bare numbers').toBe(true);
  }

  /** No user-api call is on its way, and nothing shown says a screen could not load or an answer be read. */
  async function expectReadable() {
    await page.until('the user-api calls answered', () =>
      page.driver.executeScript<boolean>('return window.__userApiCalls?.pending === 0'),
    );
    for (const text of FAILURES) await page.hidden('body *', text, 2_000);
  }

  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await page.keepScreenshot(context.task.name);
    expect((await page.errors()).join('\n'), 'errors in the page').toBe('');
  });

  afterAll(async () => {
    // the next file's phone answers as the plain mock
    await page.driver.executeScript('localStorage.removeItem(arguments[0])', MOCK_JAVA_KEY);
  });

  test('every route opens logged in and shows the server’s content', async () => {
    await javaPhone('/pages/My/My/index', 'my');
    await page.driver.executeScript(RECORD_TOASTS);
    for (const [name, path] of ROUTE_PATHS) {
      await page.driver.executeScript(
        'location.hash = arguments[0]',
        `#${withQuery(path, JAVA_ROUTE_QUERY[name] ?? {})}`,
      );
      const [css, text] = SHOWS[name];
      await page.shown(css, text, { timeout: 15_000 });
      await expectReadable();
    }
    const toasts = await page.driver.executeScript<string[]>('return window.__toastLog');
    expect(toasts.filter((toast) => FAILURES.some((failure) => toast.includes(failure)))).toEqual([]);
  });

  test('order at a cabinet and pay by WeChat Pay: the server holds the one new order, paid', async () => {
    await javaPhone(CABINET, 'pendingList');
    const before = await orders();
    await page.click('button', 'Place a new order at this cabinet');
    await page.drawn('createOrder');
    await page.click('button', 'Choose goods');
    await page.drawn('productList');
    await page.click('button[aria-label="Add Standard sneaker wash to the cart"]');
    await page.click('button', 'Order', { exact: true });
    await page.drawn('createOrder');
    await page.click('.pay-method label', 'WeChat Pay');
    await page.click('button', 'Submit order');
    await page.shown('[data-route="orderDetail"] .orders-status-tag', 'To be stored', { timeout: 20_000 });
    const id = /[?&]id=(\d+)/.exec(await page.driver.getCurrentUrl())?.[1] ?? '';
    expect(id).toMatch(/^\d{19}$/);
    const created = (await orders()).filter((row) => !before.some((old) => old.id === row.id));
    expect(created).toEqual([expect.objectContaining({ id, status: 'to-be-stored', payMethod: 'chat-app' })]);
    await page.shown('[data-route="orderDetail"] *', created[0]?.orderNo ?? '-');
    await expectReadable();
  });

  test('store shoes at a cabinet: the server holds the order stored, in the box shown', async () => {
    await javaPhone(CABINET, 'pendingList');
    const paid = await order(snowflake(2));
    expect(paid.status).toBe('to-be-stored');
    await page.click('button', 'Store shoes', { within: ['article', paid.orderNo] });
    await page.shown('.box-flow-body', 'Put your shoes in the open box', { timeout: 15_000 });
    const stored = await order(snowflake(2));
    expect(stored.status).toBe('pending-acceptance');
    await page.shown('.box-flow-body *', `Box ${stored.boxNo}`, { exact: true });
    await expectReadable();
  });
});
