import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../../mocks/lib/http';
import { server } from '../../../mocks/node';
import { draftOwner, writeDraft } from '../../state/drafts';
import { renderWithApp } from '../../testing/render';
import { logIn, TEST_TOKEN } from '../../testing/session';
import { CREATE_RECORD } from '../ordering/create-record';
import HomeScreen from './HomeScreen';

// Counts the code that settles a lost create being asked for, and gives it.
const asked = vi.hoisted(() => ({ times: 0 }));
vi.mock('../ordering/LastCreateNotice', async (importOriginal) => {
  asked.times += 1;
  return importOriginal();
});

const home = () => renderWithApp(<HomeScreen />, { path: '/pages/Home/Home/index' });

describe('the last order create, on Home', () => {
  it('costs Home nothing when no create is waiting for its answer: its code is not asked for', async () => {
    logIn();
    home();
    expect(await screen.findByRole('heading', { level: 2, name: 'Shoe Care Central' })).toBeTruthy();
    expect(screen.queryByText(/your last order/)).toBeNull();
    expect(asked.times).toBe(0);
  });

  it('after a reload with a create unanswered and the orders unreadable: says so, with a way to check again', async () => {
    logIn();
    const items = [{ goodsId: '101', count: 1, addOnIds: [] }];
    writeDraft(CREATE_RECORD, { at: Date.now() - 1000, items }, draftOwner(TEST_TOKEN));
    server.use(http.get(api('/order/order-list'), () => HttpResponse.json({ code: 500, msg: 'down', data: null })));
    home();
    expect(await screen.findByText(/We could not check whether your last order went through/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Order again' })).toBeTruthy();
    expect(asked.times).toBe(1);
  });
});
