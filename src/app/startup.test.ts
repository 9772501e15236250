// @vitest-environment happy-dom

import { Toast } from 'antd-mobile';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { getDb } from '../../mocks/db';
import { server } from '../../mocks/node';
import { authQueries, getUserInfo } from '../api/auth';
import { type CommonConfig, confKeys } from '../api/conf';
import { STARTUP_READS } from '../boot/first-reads';
import { createBridge, installBridge } from '../bridge';
import { createBrowserBridge } from '../bridge/browser/bridge';
import { completeSignIn } from '../features/auth/sign-in';
import type { Id } from '../lib/id';
import { mobilePatternAtom, ossAtom } from '../state/config';
import { languageListAtom } from '../state/locale';
import { positionAtom } from '../state/position';
import { clearSession, userInfoAtom } from '../state/session';
import { shopIdAtom } from '../state/shop';
import { getAppStore } from '../state/store';
import { recordRequests } from '../testing/requests';
import { logIn } from '../testing/session';
import { toastText } from '../testing/toast';
import { START_UP_ANSWERED_MARK } from './marks';
import { createQueryClient } from './query-client';
import { keepServerEntities } from './server-entities';
import { runStartup } from './startup';

function quietClient() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  keepServerEntities(getAppStore(), client); // as src/main.tsx does
  return client;
}

describe('start-up loads', () => {
  it('say nothing when the storage credentials or the user info cannot be read: the screens that use them ask again', async () => {
    const store = getAppStore();
    logIn();
    server.use(
      http.get('*/user-api/file/aliyun-sts-token', () => HttpResponse.json({ code: 200, msg: 'success', data: {} })),
      http.get('*/user-api/auth/get-user-info', () => new HttpResponse('busy', { status: 502 })),
    );
    const toastsAsked = vi.spyOn(Toast, 'show');
    await runStartup({ store, queryClient: quietClient() });
    // a load that failed asks for its toast in the task it settled in: one task later it has, or never will
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(toastsAsked).not.toHaveBeenCalled();
    expect(toastText()).toBe('');
    expect(store.get(ossAtom)).toBeNull();
  });

  it('load everything for a logged-in customer, at once', async () => {
    const store = getAppStore();
    logIn();
    const requests = recordRequests();
    const queryClient = quietClient();
    await runStartup({ store, queryClient });
    const started = requests.map((request) => request.path);
    expect(store.get(userInfoAtom)?.phone).toBe('13800138000');
    const config = (shopId: Id) => queryClient.getQueryData<CommonConfig>(confKeys.common(shopId));
    expect(config(store.get(shopIdAtom))?.servicePhone).toBeTruthy();
    expect(store.get(ossAtom)?.bucket).toBeTruthy();
    expect(store.get(languageListAtom)).toEqual(['en', 'vi', 'zh-CN']);
    expect(store.get(mobilePatternAtom)?.test('13800138000')).toBe(true);
    expect(document.title).toBe('Shoe Care');
    expect(started).toEqual(
      expect.arrayContaining([
        '/user-api/auth/get-user-info',
        '/user-api/conf/get-by-shopid',
        '/user-api/file/aliyun-sts-token',
        '/user-api/sys/get-sys-language',
        '/user-api/shop/get-brand',
        '/user-api/sys/get-mobile-regular',
      ]),
    );
  });

  it('makes no session call for an anonymous customer, and drops expired storage credentials', async () => {
    const store = getAppStore();
    store.set(ossAtom, {
      accessKeyId: 'k',
      accessKeySecret: 's',
      securityToken: 't',
      expiration: new Date(Date.now() - 1000),
      bucket: 'b',
      region: 'r',
      host: '/user-api/file/upload',
      dir: 'd/',
    });
    const requests = recordRequests();
    await runStartup({ store, queryClient: quietClient() });
    const started = requests.map((request) => request.path);
    expect(store.get(ossAtom)).toBeNull();
    expect(localStorage.getItem('oss')).toBeNull();
    expect(started).not.toContain('/user-api/auth/get-user-info');
    expect(started).not.toContain('/user-api/file/aliyun-sts-token');
    expect(started).toContain('/user-api/conf/get-by-shopid');
  });

  for (const [label, data] of [
    ['{regular}', { regular: '^0[35789]\\d{8}$' }],
    ['a bare string', '^0[35789]\\d{8}$'],
  ] as const) {
    it(`takes the server's mobile pattern answered as ${label}`, async () => {
      server.use(
        http.get('*/user-api/sys/get-mobile-regular', () => HttpResponse.json({ code: 200, msg: 'success', data })),
      );
      const store = getAppStore();
      await runStartup({ store, queryClient: quietClient() });
      expect(store.get(mobilePatternAtom)?.test('0912345678')).toBe(true);
      expect(toastText()).toBe('');
    });
  }

  it('has no mobile pattern when the server answers none', async () => {
    for (const data of [null, {}, { regular: '' }, '']) {
      server.use(
        http.get('*/user-api/sys/get-mobile-regular', () => HttpResponse.json({ code: 200, msg: 'success', data })),
      );
      const store = getAppStore();
      await runStartup({ store, queryClient: quietClient() });
      expect(store.get(mobilePatternAtom)).toBeNull();
    }
    expect(toastText()).toBe('');
  });

  it('lets one failure block nothing else', async () => {
    server.use(
      http.get('*/user-api/shop/get-brand', () => new HttpResponse('down', { status: 500 })),
      http.get('*/user-api/sys/get-sys-language', () => HttpResponse.error()),
    );
    const store = getAppStore();
    const queryClient = quietClient();
    const results = await runStartup({ store, queryClient });
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(2);
    expect(queryClient.getQueryData(confKeys.common(store.get(shopIdAtom)))).toBeTruthy();
    expect(store.get(mobilePatternAtom)).not.toBeNull();
  });

  it('leave a performance mark once every load has answered, not before', async () => {
    performance.clearMarks(START_UP_ANSWERED_MARK);
    const store = getAppStore();
    logIn();
    let answerUser = () => {};
    const userAsked = new Promise<void>((asked) => {
      server.use(
        http.get('*/user-api/auth/get-user-info', async () => {
          asked();
          await new Promise<void>((resolve) => {
            answerUser = resolve;
          });
          return new HttpResponse('busy', { status: 502 });
        }),
      );
    });
    const done = runStartup({ store, queryClient: quietClient() });
    await userAsked;
    // every other load has answered (what they read is kept), the user info has not: no mark yet
    await vi.waitFor(() => {
      expect(store.get(languageListAtom)).toEqual(['en', 'vi', 'zh-CN']);
      expect(store.get(mobilePatternAtom)).not.toBeNull();
      expect(store.get(ossAtom)).not.toBeNull();
    });
    expect(performance.getEntriesByName(START_UP_ANSWERED_MARK, 'mark')).toHaveLength(0);
    answerUser();
    await done;
    expect(performance.getEntriesByName(START_UP_ANSWERED_MARK, 'mark')).toHaveLength(1);
  });

  // The boot script sends these reads ahead (src/boot/plan.ts), and the app takes their answers: a read the
  // start-up no longer makes would be asked for nothing, one it makes that is not listed would cost a round trip.
  for (const loggedIn of [true, false]) {
    it(`asks exactly what the boot script sends ahead for it, ${loggedIn ? 'logged in' : 'as a guest'}`, async () => {
      const store = getAppStore();
      store.set(shopIdAtom, '4');
      if (loggedIn) logIn();
      const requests = recordRequests();
      await runStartup({ store, queryClient: quietClient() });
      const asked = requests.map(({ url }) => `${url.pathname.replace('/user-api', '')}${url.search}`);
      const planned = STARTUP_READS({ shopId: '4', loggedIn }).map(
        ({ path, query }) => `${path}${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}`,
      );
      expect(asked.sort()).toEqual(planned.sort());
    });
  }

  it('asks where the phone is at once, and reads the other answers only once the first screen is drawn', async () => {
    const getLocation = vi.fn(async () => ({ ok: true as const, value: { latitude: 1, longitude: 2 } }));
    installBridge({ ...createBrowserBridge(), getLocation });
    onTestFinished(() => installBridge(createBridge()));
    const requests = recordRequests();
    let draw: () => void = () => undefined;
    const screenDrawn = new Promise<void>((resolve) => {
      draw = resolve;
    });
    const store = getAppStore();
    const done = runStartup({ store, queryClient: quietClient() }, screenDrawn);
    await vi.waitFor(() => expect(store.get(positionAtom)).toEqual({ latitude: 1, longitude: 2 }));
    expect(getLocation).toHaveBeenCalledTimes(1);
    // a read rightly held back gives nothing to wait for: a window in which one sent too early would show
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(requests).toHaveLength(0);
    draw();
    await done;
    expect(requests.map(({ path }) => path)).toContain('/user-api/conf/get-by-shopid');
  });

  it('takes the user info an account screen has just read instead of asking again', async () => {
    const store = getAppStore();
    logIn();
    const queryClient = quietClient();
    const shopId = store.get(shopIdAtom);
    const user = await getUserInfo(shopId);
    queryClient.setQueryData(authQueries.userInfo(shopId).queryKey, { ...user, nickName: 'Read by the screen' });
    const requests = recordRequests();
    await runStartup({ store, queryClient });
    expect(requests.map(({ path }) => path)).not.toContain('/user-api/auth/get-user-info');
    expect(store.get(userInfoAtom)?.nickName).toBe('Read by the screen');
  });

  it('asks where the phone is again when the customer logs in after a logout, as it did at start-up', async () => {
    const getLocation = vi.fn(async () => ({ ok: true as const, value: { latitude: 1, longitude: 2 } }));
    installBridge({ ...createBrowserBridge(), getLocation });
    onTestFinished(() => installBridge(createBridge()));
    const store = getAppStore();
    const queryClient = quietClient();
    logIn();
    await runStartup({ store, queryClient });
    expect(store.get(positionAtom)).toEqual({ latitude: 1, longitude: 2 });
    clearSession(store); // logout clears the position (spec section 4)
    expect(store.get(positionAtom)).toBeNull();

    getDb().tokens['t-again'] = 1001;
    await completeSignIn(store, 't-again', store.get(shopIdAtom), queryClient);
    await vi.waitFor(() => expect(store.get(positionAtom)).toEqual({ latitude: 1, longitude: 2 }));
    expect(getLocation).toHaveBeenCalledTimes(2);
  });
});
