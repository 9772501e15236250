import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { userInfoAtom } from '../../state/session';
import { getAppStore } from '../../state/store';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import { MySummary } from './MySummary';

describe("the customer's avatar", () => {
  it('has the size of its 52 x 52 circle and, at the top of the tab, loads at once, decoded off the main thread', async () => {
    logIn();
    const user = {
      id: '1001',
      nickName: 'Lan Nguyen',
      phone: '13800138000',
      avatar: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
      language: 'en',
      receiverName: null,
      receiverAddress: null,
      member: true,
    };
    getAppStore().set(userInfoAtom, user);
    // the summary reads the user afresh too: the server knows the same avatar
    server.use(
      http.get('*/user-api/auth/get-user-info', () => HttpResponse.json({ code: 200, msg: 'ok', data: user })),
    );
    renderWithApp(<MySummary />);
    expect(await screen.findByText(/200\.00/)).toBeTruthy();
    const avatar = document.querySelector('.my-avatar img');
    expect(avatar?.getAttribute('width')).toBe('52');
    expect(avatar?.getAttribute('height')).toBe('52');
    expect(avatar?.getAttribute('loading')).not.toBe('lazy');
    expect(avatar?.getAttribute('decoding')).toBe('async');
  });
});
