// @vitest-environment happy-dom

import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { cartAtom } from '../state/cart';
import { localeAtom } from '../state/locale';
import { saveToken, tokenAtom, userInfoAtom } from '../state/session';
import { getAppStore } from '../state/store';
import { failure } from '../testing/api-failure';
import { logIn } from '../testing/session';
import { toastText } from '../testing/toast';
import { call, callQuiet } from './client';
import { ERROR_CODES } from './errors';

const url = (path: string) => `*/user-api${path}`;

/** An answer whose connection drops half-way through the body. */
function cutOffAnswer() {
  const cut = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"code":200,"msg":"success","data":{"brand":'));
      controller.error(new TypeError('network error'));
    },
  });
  return new HttpResponse(cut, { headers: { 'Content-Type': 'application/json' } });
}
const anything = v.unknown();

describe('the API client', () => {
  it('sends JSON content type, the locale and the token, and no token header when anonymous', async () => {
    const seen: Headers[] = [];
    server.use(
      http.get(url('/probe'), ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json({ code: 200, msg: '', data: 1 });
      }),
    );
    await call(anything, '/probe');
    getAppStore().set(localeAtom, 'vi');
    saveToken(getAppStore(), 'tok-1');
    await call(anything, '/probe');
    expect(seen[0]?.get('token')).toBeNull();
    expect(seen[0]?.get('accept-language')).toBe('en');
    expect(seen[1]?.get('token')).toBe('tok-1');
    expect(seen[1]?.get('accept-language')).toBe('vi');
    expect(seen[1]?.get('content-type')).toBe('application/json');
  });

  it('sends GET parameters in the query and POST bodies as JSON', async () => {
    let query = '';
    let body: unknown;
    server.use(
      http.get(url('/q'), ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({ code: 200, msg: '', data: null });
      }),
      http.post(url('/p'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ code: 200, msg: '', data: null });
      }),
    );
    await call(anything, '/q', { query: { shopId: 3, skip: undefined } });
    await call(anything, '/p', { json: { id: 12 } });
    expect(query).toBe('?shopId=3');
    expect(body).toEqual({ id: 12 });
  });

  it('turns body code 401 into a logout that clears the session and goes to login', async () => {
    const store = getAppStore();
    logIn();
    store.set(userInfoAtom, {
      id: '1',
      nickName: 'A',
      phone: '1',
      avatar: null,
      language: null,
      receiverName: null,
      receiverAddress: null,
      member: false,
    });
    store.set(cartAtom, [{ id: '1', name: 'Wash', price: 1, image: null, count: 2, goodsAddVos: [] }]);
    location.hash = '#/pages/My/Wallet/index';
    server.use(
      http.get(url('/wallet/wallet-info'), () => HttpResponse.json({ code: 401, msg: 'expired', data: null })),
    );
    const error = await failure(call(anything, '/wallet/wallet-info'));
    expect(error.kind).toBe('session');
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(userInfoAtom)).toBeNull();
    expect(store.get(cartAtom)).toEqual([]);
    expect(localStorage.getItem('token')).toBeNull();
    expect(location.hash).toBe(`#/pages/Login/login?redirect=${encodeURIComponent('/pages/My/Wallet/index')}`);
    await waitFor(() => expect(toastText()).toBe('Login expired, please log in again'));
  });

  it('shows msg for body code 400 and other codes, and keeps the body', async () => {
    server.use(
      http.post(url('/auth/ma-auth-phone'), () =>
        HttpResponse.json({ code: 400, msg: 'Phone not bound', data: { x: 1 } }),
      ),
    );
    const error = await failure(call(anything, '/auth/ma-auth-phone', { json: {} }));
    expect(error.kind).toBe('business');
    expect(error.code).toBe(400);
    expect(error.details.body).toEqual({ code: 400, msg: 'Phone not bound', data: { x: 1 } });
    await waitFor(() => expect(toastText()).toBe('Phone not bound'));
  });

  it('falls back to the generic text when a failing body has no msg', async () => {
    server.use(http.get(url('/x'), () => HttpResponse.json({ code: 500, msg: '', data: null })));
    await failure(call(anything, '/x'));
    await waitFor(() => expect(toastText()).toBe('Request failed. Please try again later'));
  });

  it('shows the HTTP status and the path for a non-200 status', async () => {
    server.use(http.get(url('/goods/goods-list'), () => new HttpResponse('boom', { status: 502 })));
    const error = await failure(call(anything, '/goods/goods-list'));
    expect(error.kind).toBe('http');
    expect(error.details.status).toBe(502);
    await waitFor(() => expect(toastText()).toBe('502 /goods/goods-list'));
  });

  it("shows 'Request Error' for a network failure", async () => {
    server.use(http.get(url('/y'), () => HttpResponse.error()));
    const error = await failure(call(anything, '/y'));
    expect(error.kind).toBe('network');
    expect(error.transient).toBe(true);
    await waitFor(() => expect(toastText()).toBe('Request Error'));
  });

  it("shows 'Request Error' when the connection drops in the middle of an answer, not 'cannot read'", async () => {
    server.use(http.get(url('/z'), cutOffAnswer));
    const error = await failure(call(anything, '/z'));
    expect(error.kind).toBe('network');
    expect(error.transient).toBe(true);
    await waitFor(() => expect(toastText()).toBe('Request Error'));
  });

  it("shows 'cannot read' for an answer that arrived whole but is not JSON", async () => {
    server.use(http.get(url('/html'), () => HttpResponse.text('<html>502 Bad Gateway</html>', { status: 200 })));
    const error = await failure(call(anything, '/html'));
    expect(error.kind).toBe('malformed');
    await waitFor(() => expect(toastText()).toBe('The server sent an answer the app cannot read.'));
  });

  it('marks a failed upload with code 602001', async () => {
    server.use(http.post(url('/file/upload'), () => HttpResponse.error()));
    const form = new FormData();
    form.set('file', new Blob(['x']));
    const error = await failure(call(anything, '/file/upload', { form }));
    expect(error.code).toBe(ERROR_CODES.uploadError);
  });

  it('marks an upload whose answer is cut off with code 602001 too', async () => {
    server.use(http.post(url('/file/upload'), cutOffAnswer));
    const form = new FormData();
    form.set('file', new Blob(['x']));
    const error = await failure(call(anything, '/file/upload', { form }));
    expect(error.code).toBe(ERROR_CODES.uploadError);
  });

  it.each([
    ['an HTML page', () => new HttpResponse('<html>502</html>', { headers: { 'Content-Type': 'text/html' } })],
    ['a body without code', () => HttpResponse.json({ msg: 'x' })],
    ['data of the wrong type', () => HttpResponse.json({ code: 200, msg: '', data: { brand: 5 } })],
    ['data null', () => HttpResponse.json({ code: 200, msg: '', data: null })],
  ])('reports %s as malformed, never crashing', async (_name, answer) => {
    server.use(http.get(url('/shop/get-brand'), answer));
    const error = await failure(call(v.object({ brand: v.string() }), '/shop/get-brand'));
    expect(error.kind).toBe('malformed');
  });

  it('lets the welcome-coupon flow read other codes silently', async () => {
    server.use(
      http.post(url('/activity/receive-new-user'), () => HttpResponse.json({ code: 400, msg: 'claimed', data: null })),
    );
    await expect(callQuiet(anything, '/activity/receive-new-user', { json: { shopId: 0 } })).resolves.toEqual({
      code: 400,
    });
    expect(toastText()).toBe('');
  });

  it('does not report a request the app cancelled', async () => {
    server.use(http.get(url('/slow'), async () => new Promise(() => undefined)));
    const controller = new AbortController();
    const pending = failure(call(anything, '/slow', { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error.code).toBe(ERROR_CODES.abort);
    expect(toastText()).toBe('');
  });
});
