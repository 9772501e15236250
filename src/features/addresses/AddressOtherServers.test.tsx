import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { setBareWrites } from '../../../mocks/bare-writes';
import { getDb } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { AppProviders } from '../../app/App';
import { createQueryClient } from '../../app/query-client';
import { compileMobilePattern } from '../../lib/phone';
import { receivingAtom } from '../../state/addresses';
import { mobilePatternAtom } from '../../state/config';
import { getAppStore } from '../../state/store';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import { toastText } from '../../testing/toast';
import AddressScreen from './AddressScreen';
import NewAddressScreen from './NewAddressScreen';
import { useReceivingChoice } from './use-addresses';

/**
 * The addresses against a user-api that answers as spec section 7 words it: `/receiving/list` with the one
 * field it names, `data.default` (and flags as 0/1), and writes that answer data null.
 */

const CANNOT_READ = 'The server sent an answer the app cannot read.';

/** An address as the server sends it, its id a JSON number. */
const row = (id: number, contact: string, extra: Record<string, unknown> = {}) => ({
  id,
  contact,
  phone: 13800000000 + id,
  regionText: 'Hanoi, Ba Dinh',
  detail: `${id} Hoang Dieu`,
  ...extra,
});

function answerList(data: unknown) {
  server.use(http.get('*/user-api/receiving/list', () => HttpResponse.json({ code: 200, msg: 'success', data })));
}

afterEach(() => {
  setBareWrites(false);
});

describe('the default receiving entry comes from data.default', () => {
  it('an answer with data.default only shows that address as the default and keeps it in state', async () => {
    logIn();
    answerList({ default: row(7, 'Hoa Le') });
    renderWithApp(<AddressScreen />, { path: '/pages/My/Address/index?family=receiving' });
    const item = (await screen.findByText('Hoa Le')).closest('li') as HTMLElement;
    expect(within(item).getByText('Default')).toBeTruthy();
    await waitFor(() => expect(getAppStore().get(receivingAtom)).toMatchObject({ id: '7', phone: '13800000007' }));
    expect(screen.queryByText(CANNOT_READ)).toBeNull();
  });

  it('data.default wins over 0/1 flags on the list items', async () => {
    logIn();
    answerList({
      list: [row(1, 'Lan Nguyen', { isDefault: 1 }), row(2, 'Minh Tran', { isDefault: 0 })],
      default: row(2, 'Minh Tran'),
    });
    renderWithApp(<AddressScreen />, { path: '/pages/My/Address/index?family=receiving' });
    const minh = (await screen.findByText('Minh Tran')).closest('li') as HTMLElement;
    const lan = screen.getByText('Lan Nguyen').closest('li') as HTMLElement;
    expect(within(minh).getByText('Default')).toBeTruthy();
    expect(within(lan).queryByText('Default')).toBeNull();
    await waitFor(() => expect(getAppStore().get(receivingAtom)?.id).toBe('2'));
  });

  it('a door-to-door order starts with data.default’s address', async () => {
    logIn();
    answerList({
      list: [row(1, 'Lan Nguyen', { isDefault: true }), row(2, 'Minh Tran')],
      default: row(2, 'Minh Tran'),
    });
    const store = getAppStore();
    const queryClient = createQueryClient();
    const { result } = renderHook(() => useReceivingChoice(), {
      wrapper: ({ children }) => (
        <AppProviders store={store} queryClient={queryClient}>
          {children}
        </AppProviders>
      ),
    });
    await waitFor(() => expect(result.current.receiving?.id).toBe('2'));
  });

  it('without data.default, the list item flagged 1 is the default', async () => {
    logIn();
    answerList({ list: [row(1, 'Lan Nguyen', { isDefault: 0 }), row(2, 'Minh Tran', { isDefault: 1 })] });
    renderWithApp(<AddressScreen />, { path: '/pages/My/Address/index?family=receiving' });
    await screen.findByText('Minh Tran');
    await waitFor(() => expect(getAppStore().get(receivingAtom)?.id).toBe('2'));
  });
});

describe('address writes answered with data null', () => {
  it('a new default address is saved, said so, and becomes the default once the list is read back', async () => {
    const user = userEvent.setup();
    logIn();
    setBareWrites(true);
    const { unmount } = renderWithApp(<NewAddressScreen />, {
      path: '/pages/My/NewAddress/index?family=receiving&id=2',
    });
    await screen.findByDisplayValue('Minh Tran');
    await user.click(screen.getByRole('switch', { name: 'Set as default address' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastText()).toBe('Address saved'));
    expect(screen.queryByText(CANNOT_READ)).toBeNull();
    expect(getDb().receivingAddresses.find((address) => address.id === 2)?.isDefault).toBe(true);
    unmount();

    renderWithApp(<AddressScreen />, { path: '/pages/My/Address/index?family=receiving' });
    await screen.findByText('Minh Tran');
    await waitFor(() => expect(getAppStore().get(receivingAtom)?.id).toBe('2'));
  });

  it('an edit of the chosen address is kept in state as sent', async () => {
    const user = userEvent.setup();
    logIn();
    setBareWrites(true);
    const seeded = getDb().receivingAddresses.find((address) => address.id === 1);
    getAppStore().set(receivingAtom, {
      id: '1',
      contact: seeded?.contact ?? '',
      phone: seeded?.phone ?? '',
      regionCodes: seeded?.regionCodes ?? [],
      regionText: 'Henan, Zhengzhou, Jinshui',
      detail: seeded?.detail ?? '',
      isDefault: true,
    });
    renderWithApp(<NewAddressScreen />, { path: '/pages/My/NewAddress/index?family=receiving&id=1' });
    const detail = await screen.findByLabelText('Detailed address');
    await user.clear(detail);
    await user.type(detail, '9 Trang Tien');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastText()).toBe('Address saved'));
    expect(getAppStore().get(receivingAtom)).toMatchObject({ id: '1', detail: '9 Trang Tien' });
  });
});

describe('a phone number the server accepts', () => {
  it('a Vietnamese number the server pattern allows can be typed whole and is saved', async () => {
    const user = userEvent.setup();
    logIn();
    const pattern = '^(0|\\+84)[35789]\\d{8}$';
    getDb().mobileRegular = pattern; // the server checks with the pattern it gives the app
    getAppStore().set(mobilePatternAtom, compileMobilePattern(pattern));
    renderWithApp(<NewAddressScreen />, { path: '/pages/My/NewAddress/index?family=receiving&id=1' });
    const phone = await screen.findByLabelText('Phone');
    expect(phone.getAttribute('placeholder')).not.toMatch(/11/);
    await user.clear(phone);
    await user.type(phone, '+84912345678');
    expect((phone as HTMLInputElement).value).toBe('+84912345678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastText()).toBe('Address saved'));
    expect(getDb().receivingAddresses.find((address) => address.id === 1)?.phone).toBe('+84912345678');
  });
});
