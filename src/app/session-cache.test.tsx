import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { goodsQueries } from '../api/goods';
import { orderQueries } from '../api/order';
import { walletQueries } from '../api/wallet';
import { clearSession, tokenAtom } from '../state/session';
import { getAppStore } from '../state/store';
import { renderWithApp } from '../testing/render';
import { logIn } from '../testing/session';

const NEWEST = { pageNum: 1, pageSize: 20 };

describe('the query cache follows the session', () => {
  it("after a 401, the previous customer's orders and wallet are no longer in the cache", async () => {
    logIn(1001);
    const { queryClient } = renderWithApp(<div />, { path: '/pages/Home/Home/index' });
    await queryClient.fetchQuery(orderQueries.page(NEWEST));
    await queryClient.fetchQuery(walletQueries.info());
    expect(queryClient.getQueryData(orderQueries.page(NEWEST).queryKey)?.list.length).toBeGreaterThan(0);

    // the session has expired on the server: the next call answers 401
    server.use(
      http.get('*/user-api/order/order-number', () => HttpResponse.json({ code: 401, msg: 'expired', data: null })),
    );
    // (the call that met the 401 is cancelled with the cache it was in)
    await expect(queryClient.fetchQuery(orderQueries.counts())).rejects.toBeTruthy();
    expect(getAppStore().get(tokenAtom)).toBeNull();
    expect(queryClient.getQueryData(orderQueries.page(NEWEST).queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(walletQueries.info().queryKey)).toBeUndefined();

    // the next customer to log in on the phone sees only their own
    logIn(1002);
    const next = await queryClient.fetchQuery(orderQueries.page(NEWEST));
    expect(next.list).toHaveLength(0);
  });

  it('logging out clears it the same way', async () => {
    logIn(1001);
    const { queryClient } = renderWithApp(<div />, { path: '/pages/My/My/index' });
    await queryClient.fetchQuery(orderQueries.page(NEWEST));
    clearSession(getAppStore());
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('keeps what a visitor loaded when they log in: nothing of another customer is in it', async () => {
    const { queryClient } = renderWithApp(<div />, { path: '/pages/Home/Home/index' });
    await queryClient.fetchQuery(goodsQueries.types('0'));
    logIn(1001);
    await waitFor(() => expect(queryClient.getQueryData(goodsQueries.types('0').queryKey)).toBeDefined());
  });
});
