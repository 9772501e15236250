// @vitest-environment happy-dom

import { afterEach, describe, expect, it } from 'vitest';
import type { Metric } from 'web-vitals';
import { captureLandingUrl } from '../bridge/landing';
import { APP_VERSION } from '../lib/version';
import { localeAtom } from '../state/locale';
import { saveToken, userInfoAtom } from '../state/session';
import { resetAppStore } from '../state/store';
import { type FieldReport, routeOfHash, scrub, startFieldReports } from './rum';

const PHONE = '13800138000';
const TOKEN = 'tok3n-9f8e7d6c5b4a3210fedcba';
const ORDER_NO = 'SO20240517093012';

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  location.hash = '';
});

function lcp(value: number): Metric {
  return {
    name: 'LCP',
    value,
    rating: 'good',
    delta: value,
    id: 'v5-1',
    entries: [],
    navigationType: 'navigate',
    navigationId: 1,
  };
}

describe('the field reports', () => {
  it('leave out the phone, the token and the order number of a logged-in session, from the URL and from errors', () => {
    const store = resetAppStore();
    saveToken(store, TOKEN);
    store.set(userInfoAtom, {
      id: '1001',
      phone: PHONE,
      nickName: 'Demo',
      avatar: null,
      language: 'vi',
      receiverName: null,
      receiverAddress: null,
      member: false,
    });
    store.set(localeAtom, 'vi');
    const url = `/#/pages/Order/OrderDetail/index?orderNo=${ORDER_NO}&phone=${PHONE}&token=${TOKEN}`;
    history.replaceState(null, '', url);
    captureLandingUrl(location.href);

    const sent: FieldReport[] = [];
    let report: (metric: Metric) => void = () => undefined;
    stop = startFieldReports({
      endpoint: '/rum',
      locale: () => store.get(localeAtom),
      send: (_endpoint, body) => sent.push(body),
      watchVitals: (onMetric) => {
        report = onMetric;
      },
    });
    report(lcp(1234.5));
    const failure = new Error(`order ${ORDER_NO} of ${PHONE} failed: GET ${location.href}`);
    dispatchEvent(new ErrorEvent('error', { error: failure, message: failure.message }));
    const rejection = new Error(`401 for token ${TOKEN} (+84 912 345 678)`);
    dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: rejection }));
    dispatchEvent(new Event('pagehide'));

    expect(sent).toHaveLength(1);
    const body = JSON.stringify(sent[0]);
    for (const secret of [PHONE, TOKEN, ORDER_NO, '912 345 678', 'orderNo=', 'Demo'])
      expect(body).not.toContain(secret);
    expect(sent[0]).toMatchObject({
      version: APP_VERSION,
      locale: 'vi',
      host: 'browser',
      events: [
        { kind: 'metric', name: 'LCP', value: 1235, route: 'orderDetail' },
        { kind: 'error', source: 'error', route: 'orderDetail' },
        { kind: 'error', source: 'unhandledrejection', route: 'orderDetail' },
      ],
    });
    // what went wrong stays readable: only the numbers and the URL's query are gone
    expect(sent[0]?.events[1]).toMatchObject({
      message: expect.stringMatching(/^Error: order # of # failed: GET http:\/\/[^?]*\/$/),
    });
  });

  it('send nothing when nothing happened, and one batch per hidden page', () => {
    const sent: FieldReport[] = [];
    let report: (metric: Metric) => void = () => undefined;
    stop = startFieldReports({
      endpoint: '/rum',
      locale: () => 'en',
      send: (_endpoint, body) => sent.push(body),
      watchVitals: (onMetric) => {
        report = onMetric;
      },
    });
    dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(0);
    report(lcp(800));
    report({ ...lcp(0.05), name: 'CLS' });
    dispatchEvent(new Event('pagehide'));
    dispatchEvent(new Event('pagehide'));
    expect(sent.map((body) => body.events.map((event) => event.kind === 'metric' && event.name))).toEqual([
      ['LCP', 'CLS'],
    ]);
  });

  it("send each route's INP, charged to where the customer tapped, and again only once it has grown", () => {
    const sent: FieldReport[] = [];
    let inp = [
      { route: 'home', value: 180.4 },
      { route: 'order', value: 520 },
    ];
    stop = startFieldReports({
      endpoint: '/rum',
      locale: () => 'en',
      send: (_endpoint, body) => sent.push(body),
      watchVitals: () => undefined,
      watchInteractions: () => ({ inp: () => inp, stop: () => undefined }),
    });
    dispatchEvent(new Event('pagehide'));
    inp = [
      { route: 'home', value: 180 },
      { route: 'order', value: 610 },
    ];
    dispatchEvent(new Event('pagehide'));
    expect(sent.map((body) => body.events)).toEqual([
      [
        expect.objectContaining({ kind: 'metric', name: 'INP', value: 180, rating: 'good', route: 'home' }),
        expect.objectContaining({ kind: 'metric', name: 'INP', value: 520, rating: 'poor', route: 'order' }),
      ],
      [expect.objectContaining({ kind: 'metric', name: 'INP', value: 610, route: 'order' })],
    ]);
  });

  it('count an error that repeats instead of sending it again', () => {
    const sent: FieldReport[] = [];
    stop = startFieldReports({
      endpoint: '/rum',
      locale: () => 'en',
      send: (_e, body) => sent.push(body),
      watchVitals: () => undefined,
    });
    for (let i = 0; i < 5; i += 1) dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is undefined') }));
    dispatchEvent(new Event('pagehide'));
    expect(sent[0]?.events).toEqual([expect.objectContaining({ message: 'TypeError: x is undefined', count: 5 })]);
  });
});

describe('scrubbing an error text', () => {
  it('keeps where in the code it happened', () => {
    expect(scrub('at load (https://shop.example/assets/OrderDetailScreen-Bq3x.js:1:23456)')).toBe(
      'at load (https://shop.example/assets/OrderDetailScreen-Bq3x.js:1:23456)',
    );
  });

  it('drops queries and fragments, digit runs and token-like words', () => {
    expect(scrub('POST /user-api/order/detail?orderNo=SO1 failed')).toBe('POST /user-api/order/detail failed');
    expect(scrub('phone 138-0013-8000 and 0912.345.678')).toBe('phone # and #');
    expect(scrub('Bearer eyJhbGciOiJIUzI1NiJ9x')).toBe('Bearer #');
  });
});

describe('the route of a report', () => {
  it('is the route name, Home for an empty hash, unknown for a path the app does not have', () => {
    expect(routeOfHash('#/pages/Order/OrderDetail/index?id=42')).toBe('orderDetail');
    expect(routeOfHash('')).toBe('home');
    expect(routeOfHash('#/pages/Nowhere?phone=13800138000')).toBe('unknown');
  });
});
