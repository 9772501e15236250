// @vitest-environment happy-dom

import { afterEach, describe, expect, it } from 'vitest';
import type { PrefetchedCall } from '../boot/handoff';
import type { Id } from '../lib/id';
import { saveToken } from '../state/session';
import { getAppStore } from '../state/store';
import { recordRequests } from '../testing/requests';
import { API_BASE } from './client';
import { isApiError } from './errors';
import { getBrand } from './shop';

const brandUrl = (shopId: Id) => new URL(`${API_BASE}/shop/get-brand?shopId=${shopId}`, location.href).href;

function answered(body: unknown, overrides: Partial<PrefetchedCall> = {}): PrefetchedCall {
  return {
    url: brandUrl('0'),
    token: null,
    language: 'en',
    response: Promise.resolve(Response.json(body)),
    ...overrides,
  };
}

afterEach(() => {
  delete window.__boot;
});

describe('answers the boot script asked for ahead', () => {
  it('are used once by the same request instead of asking again', async () => {
    window.__boot = {
      prefetched: [answered({ code: 200, msg: 'success', data: { brand: 'Early Brand' } })],
      showsContent: () => false,
      removeShell: () => {},
    };
    const seen = recordRequests();
    expect(await getBrand('0')).toEqual({ brand: 'Early Brand' });
    expect(seen).toHaveLength(0);
    expect(window.__boot.prefetched).toHaveLength(0);
    // the next identical request goes to the network
    expect((await getBrand('0')).brand).toBe('Shoe Care');
    expect(seen).toHaveLength(1);
  });

  it('go through the same checks as any answer: a malformed one is an error', async () => {
    window.__boot = {
      prefetched: [answered({ code: 200, msg: 'success', data: { brand: 42 } })],
      showsContent: () => false,
      removeShell: () => {},
    };
    const error = await getBrand('0').catch((caught: unknown) => caught);
    expect(isApiError(error) && error.kind).toBe('malformed');
  });

  it('are not used by a request with another token, language or parameter', async () => {
    const early = { code: 200, msg: 'success', data: { brand: 'Early Brand' } };
    window.__boot = {
      prefetched: [
        answered(early, { token: 'someone-else' }),
        answered(early, { language: 'vi' }),
        answered(early, { url: brandUrl('3') }),
      ],
      showsContent: () => false,
      removeShell: () => {},
    };
    saveToken(getAppStore(), 't-test');
    const seen = recordRequests();
    expect((await getBrand('0')).brand).toBe('Shoe Care');
    expect(seen).toHaveLength(1);
    expect(window.__boot.prefetched).toHaveLength(3);
  });

  it('that failed on the way are asked for again', async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => undefined); // as the boot script does: unused, it is no unhandled rejection
    window.__boot = {
      prefetched: [answered(null, { response: failed })],
      showsContent: () => false,
      removeShell: () => {},
    };
    const seen = recordRequests();
    expect((await getBrand('0')).brand).toBe('Shoe Care');
    expect(seen).toHaveLength(1);
  });
});
