import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db';
import { api, fail } from '../../../mocks/lib/http';
import { server } from '../../../mocks/node';
import { addressListStateAtom, receivingAtom } from '../../state/addresses';
import { mobilePatternAtom } from '../../state/config';
import { getAppStore } from '../../state/store';
import { expectProblemAt } from '../../testing/form-problem';
import { renderWithApp } from '../../testing/render';
import { recordRequests } from '../../testing/requests';
import { logIn } from '../../testing/session';
import { toastText } from '../../testing/toast';
import { ANTD } from '../../ui/antd';
import AddressScreen from './AddressScreen';
import NewAddressScreen from './NewAddressScreen';

const receivingRows = () => getDb().receivingAddresses.filter((row) => row.userId === 1001);
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const region = () => screen.getByRole('button', { name: /^Region/ });
/** Replaces what the field holds with `value` (empty: just clears it), as a customer would. */
async function type(user: UserEvent, label: string, value: string) {
  await user.clear(field(label));
  if (value) await user.type(field(label), value);
}
const save = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Save' }));
const expectToast = (text: string) => waitFor(() => expect(toastText()).toBe(text));

async function pickRegion(user: UserEvent, ...names: string[]) {
  await user.click(screen.getByRole('button', { name: /^Region/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Select region' });
  for (const name of names) await user.click(await within(dialog).findByRole('button', { name }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select region' })).toBeNull());
  // let the sheet finish closing, so nothing of it is left animating when the test ends
  await waitFor(() => expect(document.querySelector<HTMLElement>(ANTD.popup)?.style.display ?? 'none').toBe('none'));
}

/** Lets a confirm dialog finish closing (its own root unmounts after the animation). */
const dialogGone = () => waitFor(() => expect(document.querySelector(ANTD.dialog)).toBeNull());

describe('adding and editing an address', () => {
  it('says what is missing beside its field, in the spec’s words, with the focus there, and sends nothing', async () => {
    const user = userEvent.setup();
    logIn();
    renderWithApp(<NewAddressScreen />, { path: '/pages/My/NewAddress/index?family=receiving' });
    await save(user);
    await expectProblemAt(field('Contact'), 'Recipient information is required');
    await type(user, 'Contact', 'Hoa Le');
    expect(field('Contact').getAttribute('aria-invalid')).toBeNull(); // gone once the field is changed
    await save(user);
    await expectProblemAt(field('Phone'), "Please enter the user's phone number");
    await type(user, 'Contact', '');
    await type(user, 'Phone', '13612345678');
    await save(user);
    await expectProblemAt(field('Contact'), 'Please enter the user name');
    await type(user, 'Contact', 'Hoa Le');
    await type(user, 'Phone', '12612345678');
    await save(user);
    await expectProblemAt(field('Phone'), 'Phone number format error');
    await type(user, 'Phone', '13612345678');
    await save(user);
    await expectProblemAt(region(), 'Please provide complete address information');
    expect(receivingRows()).toHaveLength(2);
  });

  it('applies the server’s mobile pattern as well', async () => {
    const user = userEvent.setup();
    logIn();
    getAppStore().set(mobilePatternAtom, /^139\d{8}$/);
    renderWithApp(<NewAddressScreen />, { path: '/pages/My/NewAddress/index?family=receiving' });
    await type(user, 'Contact', 'Hoa Le');
    await type(user, 'Phone', '13612345678');
    await save(user);
    await expectProblemAt(field('Phone'), 'Phone number format error');
  });

  it('adds an address through the region cascade, loaded level by level, as the new default', async () => {
    const user = userEvent.setup();
    logIn();
    const requests = recordRequests();
    renderWithApp(<NewAddressScreen />, { path: '/pages/My/NewAddress/index?family=receiving' });
    await type(user, 'Contact', 'Hoa Le');
    await type(user, 'Phone', '13612345678');
    await pickRegion(user, 'Guangdong', 'Shenzhen', 'Nanshan');
    expect(screen.getByRole('button', { name: /^Region/ }).textContent).toBe('Guangdong, Shenzhen, Nanshan');
    const asked = requests.filter(({ path }) => path.endsWith('/region/get-by-pcode'));
    expect(asked.map(({ url }) => url.searchParams.get('pcode'))).toEqual(['0', '440000', '440300']);

    await save(user);
    await expectProblemAt(field('Detailed address'), 'Please provide complete address information');
    await type(user, 'Detailed address', '1 Science Park Road');
    await user.click(screen.getByRole('switch', { name: 'Set as default address' }));
    await save(user);
    await expectToast('Address saved');
    const added = receivingRows().find((row) => row.contact === 'Hoa Le');
    expect(added).toMatchObject({
      phone: '13612345678',
      regionCodes: ['440000', '440300', '440305'],
      detail: '1 Science Park Road',
      isDefault: true,
    });
    expect(receivingRows().filter((row) => row.isDefault)).toHaveLength(1);
    expect(getAppStore().get(receivingAtom)?.id).toBe(String(added?.id));
  });

  it('keeps the form as typed when the save fails', async () => {
    const user = userEvent.setup();
    logIn();
    server.use(http.post(api('/receiving/add'), () => fail(500, 'The service is busy')));
    renderWithApp(<NewAddressScreen />, { path: '/pages/My/NewAddress/index?family=receiving' });
    await type(user, 'Contact', 'Hoa Le');
    await type(user, 'Phone', '13612345678');
    await pickRegion(user, 'Hanoi', 'Ba Dinh');
    await type(user, 'Detailed address', '1 Hoang Dieu');
    await save(user);
    await expectToast('The service is busy');
    expect(field('Contact').value).toBe('Hoa Le');
    expect(field('Phone').value).toBe('13612345678');
    expect(field('Detailed address').value).toBe('1 Hoang Dieu');
    expect(screen.getByRole('button', { name: /^Region/ }).textContent).toBe('Hanoi, Ba Dinh');
    expect(receivingRows()).toHaveLength(2);
  });

  it('edits an address of the addr family, filled in from the list', async () => {
    const user = userEvent.setup();
    logIn();
    renderWithApp(<NewAddressScreen />, { path: '/pages/My/NewAddress/index?id=2&family=addr' });
    await screen.findByRole('heading', { name: 'Edit address' });
    await waitFor(() => expect(field('Contact').value).toBe('Wei Zhang'));
    expect(screen.getByRole('button', { name: /^Region/ }).textContent).toBe('Guangdong, Shenzhen, Nanshan');
    await type(user, 'Detailed address', '10 Keyuan Road');
    await save(user);
    await expectToast('Address saved');
    expect(getDb().addrs.find((row) => row.id === 2)).toMatchObject({
      detail: '10 Keyuan Road',
      regionCodes: ['440000', '440300', '440305'],
    });
  });

  it('says the address no longer exists when the one to edit is gone, and shows no form', async () => {
    logIn();
    renderWithApp(<NewAddressScreen />, { path: '/pages/My/NewAddress/index?id=999&family=receiving' });
    expect(await screen.findByText('This address no longer exists')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

describe('the address list', () => {
  it('says what each tab is for, and which one a door-to-door pickup uses', async () => {
    logIn();
    const { unmount } = renderWithApp(<AddressScreen />, { path: '/pages/My/Address/index?family=receiving' });
    await screen.findByText('Minh Tran');
    expect(
      screen.getByText(
        'Door-to-door orders are picked up from and returned to these addresses; the default comes first.',
      ),
    ).toBeTruthy();
    unmount();
    renderWithApp(<AddressScreen />, { path: '/pages/My/Address/index?family=addr' });
    expect(
      await screen.findByText(
        'Other addresses you keep, such as home or work. Door-to-door orders use your receiving addresses.',
      ),
    ).toBeTruthy();
  });

  it('keeps the default receiving address in state and makes another one the default', async () => {
    const user = userEvent.setup();
    logIn();
    renderWithApp(<AddressScreen />, { path: '/pages/My/Address/index?family=receiving' });
    await screen.findByText('Minh Tran');
    await waitFor(() => expect(getAppStore().get(receivingAtom)?.id).toBe('1'));
    await user.click(screen.getByRole('button', { name: "Set Minh Tran's address as default" }));
    await expectToast('Default address set');
    await waitFor(() => expect(getAppStore().get(receivingAtom)?.id).toBe('2'));
    expect(receivingRows().find((row) => row.id === 2)?.isDefault).toBe(true);
    await screen.findByRole('button', { name: "Set Lan Nguyen's address as default" });
  });

  it('marks the default address once, with its badge', async () => {
    logIn();
    renderWithApp(<AddressScreen />, { path: '/pages/My/Address/index?family=receiving' });
    const lan = (await screen.findByText('Lan Nguyen')).closest('li') as HTMLElement;
    expect(within(lan).getByText('Default')).toBeTruthy();
    expect(within(lan).queryByText('Default address')).toBeNull();
    expect(within(lan).queryByRole('button', { name: /as default/ })).toBeNull();
  });

  it('deletes an address only after the customer confirms', async () => {
    const user = userEvent.setup();
    logIn();
    renderWithApp(<AddressScreen />, { path: '/pages/My/Address/index?family=receiving' });
    await user.click(await screen.findByRole('button', { name: "Delete Minh Tran's address" }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await dialogGone();
    expect(receivingRows()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: "Delete Minh Tran's address" }));
    await screen.findByText('Delete the address of Minh Tran?');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await expectToast('Address deleted');
    expect(receivingRows().map((row) => row.id)).toEqual([1]);
    await waitFor(() => expect(screen.queryByText('Minh Tran')).toBeNull());
    await dialogGone();
  });

  it('asks once for two taps on Delete in the same moment', async () => {
    logIn();
    renderWithApp(<AddressScreen />, { path: '/pages/My/Address/index?family=receiving' });
    const remove = await screen.findByRole('button', { name: "Delete Minh Tran's address" });
    act(() => {
      remove.click();
      remove.click();
    });
    await screen.findByText('Delete the address of Minh Tran?');
    expect(document.querySelectorAll(ANTD.dialog)).toHaveLength(1);
  });

  it('switches to the addr family, whose default is kept in state too', async () => {
    const user = userEvent.setup();
    logIn();
    renderWithApp(<AddressScreen />, { path: '/pages/My/Address/index?family=receiving' });
    await screen.findByText('Minh Tran');
    await user.click(screen.getByRole('tab', { name: 'Address book' }));
    await waitFor(() => expect(location.hash).toBe('#/pages/My/Address/index?family=addr'));
    await screen.findByText('Wei Zhang');
    await waitFor(() => expect(getAppStore().get(addressListStateAtom)?.id).toBe('1'));
    await user.click(screen.getByRole('button', { name: "Set Wei Zhang's address as default" }));
    await waitFor(() => expect(getAppStore().get(addressListStateAtom)?.id).toBe('2'));
    await user.click(screen.getByRole('button', { name: "Edit Wei Zhang's address" }));
    expect(location.hash).toBe('#/pages/My/NewAddress/index?id=2&family=addr');
  });

  it('as a picker, stores the tapped address as the chosen one', async () => {
    const user = userEvent.setup();
    logIn();
    renderWithApp(<AddressScreen />, { path: '/pages/My/Address/index?select=1&family=receiving' });
    await screen.findByRole('heading', { name: 'Choose an address' });
    const minh = await screen.findByRole('button', { name: /Minh Tran/, pressed: false });
    await waitFor(() => expect(getAppStore().get(receivingAtom)?.id).toBe('1'));
    await user.click(minh);
    expect(getAppStore().get(receivingAtom)).toMatchObject({ id: '2', contact: 'Minh Tran' });
  });

  it('as a picker, keeps an earlier pick, refreshed', async () => {
    logIn();
    const picked = getDb().receivingAddresses.find((row) => row.id === 2);
    getAppStore().set(receivingAtom, {
      id: '2',
      contact: 'Minh Tran',
      phone: picked?.phone ?? '',
      regionCodes: picked?.regionCodes ?? [],
      regionText: 'old text',
      detail: picked?.detail ?? '',
      isDefault: false,
    });
    renderWithApp(<AddressScreen />, { path: '/pages/My/Address/index?select=1&family=receiving' });
    await screen.findByRole('button', { name: /Minh Tran/, pressed: true });
    await waitFor(() => expect(getAppStore().get(receivingAtom)?.regionText).toBe('Ho Chi Minh City, District 1'));
  });

  it('as a picker, asks for a recipient when there is none to choose', async () => {
    const user = userEvent.setup();
    logIn(1002);
    renderWithApp(<AddressScreen />, { path: '/pages/My/Address/index?select=1&family=receiving' });
    await screen.findByText('No addresses yet');
    expect(screen.getByText('Add one to have your shoes picked up and delivered.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Use this address' }));
    await expectToast('Please select the recipient');
  });
});
