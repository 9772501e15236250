import { waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { API_BASE } from '../api/client';
import { FIRST_READS } from '../boot/first-reads';
import { ARRIVALS } from '../testing/arrivals';
import { renderWithApp } from '../testing/render';
import { recordRequests } from '../testing/requests';
import { logIn, TEST_TOKEN } from '../testing/session';
import { ROUTES, type RouteDef } from './routes';

/** Calls only the app can make: they need the phone's position. */
const APP_ONLY = ['/site/nearby'];

const normalised = (path: string, query: URLSearchParams) => {
  query.sort();
  return `${path}?${query}`.replace(/\?$/, '');
};

/**
 * The GETs a route's screen sends first: every answer is held back, so that only the calls that need no other
 * answer go out. The screen is rendered with the app's providers (its effects, which start its queries, have
 * run once `render` returns); settled once every query it started has reached the server.
 */
async function firstWave(route: RouteDef, path: string): Promise<string[]> {
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
    return seen.filter((call) => !APP_ONLY.some((only) => call.startsWith(only))).sort();
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
        if (route.auth && !loggedIn) expect(planned).toEqual([]);
        else expect(await firstWave(route, `${route.path}${arrival}`)).toEqual([...planned].sort());
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
          },
          { timeout: 10_000 },
        );
      } finally {
        view.unmount();
      }
    });
  }
});
