import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import TopUpScreen from './TopUpScreen';

/**
 * The top-up screen against a user-api whose `/shop/set-recharge-activity` sends none of the fields our mock
 * sends (the spec names none): top-up is open unless the server says `enabled` false or 0.
 */

const CANNOT_READ = 'The server sent an answer the app cannot read.';
const setting = (data: unknown) =>
  server.use(
    http.get('*/user-api/shop/set-recharge-activity', () => HttpResponse.json({ code: 200, msg: 'success', data })),
  );

describe('top-up with a recharge setting that names nothing', () => {
  for (const [name, data] of [
    ['an empty setting', {}],
    ['no setting at all', null],
    ['enabled as 1', { enabled: 1 }],
  ] as const) {
    it(`${name}: the packages are offered`, async () => {
      logIn();
      setting(data);
      renderWithApp(<TopUpScreen />, { path: '/pages/Home/TopUp/index' });
      expect(await screen.findByRole('radio', { name: /¥100\.00/ })).toBeTruthy();
      expect(screen.queryByText(CANNOT_READ)).toBeNull();
    });
  }

  it('enabled 0: top-up is closed, said so', async () => {
    logIn();
    setting({ enabled: 0 });
    renderWithApp(<TopUpScreen />, { path: '/pages/Home/TopUp/index' });
    expect(await screen.findByText('Top-up is not available at this shop')).toBeTruthy();
  });
});
