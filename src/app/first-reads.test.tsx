import type { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { API_BASE } from '../api/client';
import { requestOf } from '../api/requests';
import { FIRST_READS, STARTUP_READS } from '../boot/first-reads';
import { shopIdAtom } from '../state/shop';
import { getAppStore } from '../state/store';
import { ARRIVALS } from '../testing/arrivals';
import { renderWithApp } from '../testing/render';
import { recordRequests } from '../testing/requests';
import { logIn, TEST_TOKEN } from '../testing/session';
import { createQueryClient } from './query-client';
import { ROUTES, type RouteDef } from './routes';
import { runStartup } from './startup';

/** Calls only the app can make: they need the phone's position. */
const APP_ONLY = ['/site/nearby'];

const normalised = (path: string, query: URLSearchParams) => {
  query.sort();
  return `${path}?${query}`.replace(/\?$/, '');
};

/**
 * What the query options of the client's queries say they ask (`requestOf`: src/api/requests.ts), of those
 * `which` picks; the queries that carry no request (several calls in one, or one never sent ahead) say nothing.
 */
const optionsAsk = (client: QueryClient, which: (fetching: boolean) => boolean = () => true) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => which(query.state.fetchStatus === 'fetching'))
    .flatMap((query) => {
      const request = requestOf(query.options);
      return request ? [normalised(request.path, new URLSearchParams(request.query))] : [];
    })
    .sort();

/**
 * The GETs a route's screen sends first (`sent`), and what the query options of the queries it started say they
 * ask (`options`): every answer is held back, so that only the calls that need no other answer go out. The screen
 * is rendered with the app's providers (its effects, which start its queries, have run once `render` returns);
 * settled once every query it started has reached the server.
 */
async function firstWave(route: RouteDef, path: string): Promise<{ sent: string[]; options: string[] }> {
  const seen: string[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get('*/user-api/*', async ({ request }) => {
      const url = new URL(request.url);
      seen.push(normalised(url.pathname.replace(/^\/user-api/, ''), url.searchParams));
      await held; // then on to the mock's own handler
    }),
  );
  const { default: Screen } = await route.screen();
  const view = renderWithApp(<Screen />, { path });
  try {
    await waitFor(() => expect(seen.length).toBe(view.queryClient.isFetching()), { timeout: 10_000 });
    return {
      sent: seen.filter((call) => !APP_ONLY.some((only) => call.startsWith(only))).sort(),
      options: optionsAsk(view.queryClient, (fetching) => fetching),
    };
  } finally {
    release();
    view.unmount();
  }
}

describe("each route's first reads are what its screen asks first", () => {
  for (const route of ROUTES) {
    const arrival = ARRIVALS[route.name] ?? '';
    for (const loggedIn of [true, false]) {
      it(`${route.name}, ${loggedIn ? 'logged in' : 'as a guest'}`, async () => {
        if (loggedIn) logIn();
        const planned = FIRST_READS[route.name]({
          query: new URLSearchParams(arrival),
          shopId: '0',
          loggedIn,
        }).map(({ path, query }) => normalised(path, new URLSearchParams(query)));
        // a guest on a route that needs a session is asked to log in (src/app/RouteView.test.tsx): no screen
        if (route.auth && !loggedIn) {
          expect(planned).toEqual([]);
          return;
        }
        const { sent, options } = await firstWave(route, `${route.path}${arrival}`);
        expect(sent).toEqual([...planned].sort());
        // built by the very builders the screen's query options use (src/api/requests.ts)
        expect(options).toEqual([...planned].sort());
      });
    }
  }
});

describe('the first reads of a route that needs a session', () => {
  it('are none for a guest, who is asked to log in', () => {
    for (const route of ROUTES.filter((each) => each.auth)) {
      const reads = FIRST_READS[route.name]({
        query: new URLSearchParams('id=1&orderInfoId=1'),
        shopId: '0',
        loggedIn: false,
      });
      expect(reads, route.name).toEqual([]);
    }
  });
});

describe('the reads a route names next, from its first answers', () => {
  for (const route of ROUTES) {
    const arrival = ARRIVALS[route.name] ?? '';
    const chained = FIRST_READS[route.name]({
      query: new URLSearchParams(arrival),
      shopId: '0',
      loggedIn: true,
    }).filter((read) => read.next);
    if (chained.length === 0) continue;
    it(`${route.name}: are what its screen asks once those answers are in`, async () => {
      logIn();
      const expected: string[] = [];
      for (const { path, query, next } of chained) {
        const url = new URL(`${API_BASE}${path}?${new URLSearchParams(query)}`, location.href);
        const body = (await (await fetch(url, { headers: { token: TEST_TOKEN } })).json()) as { data: unknown };
        for (const read of next?.(body.data) ?? [])
          expected.push(normalised(read.path, new URLSearchParams(read.query)));
      }
      expect(expected.length).toBeGreaterThan(0);
      const seen = recordRequests();
      const { default: Screen } = await route.screen();
      const view = renderWithApp(<Screen />, { path: `${route.path}${arrival}` });
      try {
        await waitFor(
          () => {
            const asked = seen.map(({ path, url }) => normalised(path.replace(/^\/user-api/, ''), url.searchParams));
            expect(asked).toEqual(expect.arrayContaining(expected));
            expect(optionsAsk(view.queryClient)).toEqual(expect.arrayContaining(expected));
          },
          { timeout: 10_000 },
        );
      } finally {
        view.unmount();
      }
    });
  }
});

describe("the start-up's reads", () => {
  for (const loggedIn of [true, false]) {
    it(`are those its query options ask, ${loggedIn ? 'logged in' : 'as a guest'}`, async () => {
      const store = getAppStore();
      store.set(shopIdAtom, '4');
      if (loggedIn) logIn();
      const queryClient = createQueryClient();
      queryClient.setDefaultOptions({ queries: { retry: false } });
      await runStartup({ store, queryClient });
      const planned = STARTUP_READS({ shopId: '4', loggedIn }).map(({ path, query }) =>
        normalised(path, new URLSearchParams(query)),
      );
      expect(optionsAsk(queryClient)).toEqual(planned.sort());
    });
  }
});
