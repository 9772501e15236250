import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db';
import { api, ok } from '../../../mocks/lib/http';
import { server } from '../../../mocks/node';
import { reload } from '../../testing/reload';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import { toastText } from '../../testing/toast';
import { ANTD } from '../../ui/antd';
import NewAddressScreen from './NewAddressScreen';

// The chat app throws the page away and loads it again (CONTRACT.md, "Reloads"): what was typed on an address
// form is back, per family and per address edited, for the customer who typed it, until it is saved.

const NEW_RECEIVING = '/pages/My/NewAddress/index?family=receiving';
const edit = (family: 'receiving' | 'addr', id: number) => `/pages/My/NewAddress/index?id=${id}&family=${family}`;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const region = () => screen.getByRole('button', { name: /^Region/ });
const isDefault = () => screen.getByRole('switch', { name: 'Set as default address' }) as HTMLInputElement;
const open = (path: string) => renderWithApp(<NewAddressScreen />, { path });
/** An edit form, once the address to edit has loaded into it. */
async function openEdit(path: string) {
  const rendered = open(path);
  await screen.findByRole('button', { name: 'Save' });
  return rendered;
}

async function retype(user: UserEvent, label: string, value: string) {
  await user.clear(field(label));
  await user.type(field(label), value);
}

async function pickRegion(user: UserEvent, ...names: string[]) {
  await user.click(region());
  const dialog = await screen.findByRole('dialog', { name: 'Select region' });
  for (const name of names) await user.click(await within(dialog).findByRole('button', { name }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select region' })).toBeNull());
  // let the sheet finish closing, so nothing of it is left animating when the test ends
  await waitFor(() => expect(document.querySelector<HTMLElement>(ANTD.popup)?.style.display ?? 'none').toBe('none'));
}

describe('a new address across a reload', () => {
  it('is back with every field, only on its own family’s form, and gone once saved', async () => {
    const user = userEvent.setup();
    logIn();
    const first = open(NEW_RECEIVING);
    await user.type(field('Contact'), 'Hoa Le');
    await user.type(field('Phone'), '13612345678');
    await pickRegion(user, 'Guangdong', 'Shenzhen', 'Nanshan');
    await user.type(field('Detailed address'), '1 Science Park Road');
    await user.click(isDefault());
    reload(first.unmount);

    const second = open(NEW_RECEIVING);
    expect(field('Contact').value).toBe('Hoa Le');
    expect(field('Phone').value).toBe('13612345678');
    expect(region().textContent).toBe('Guangdong, Shenzhen, Nanshan');
    expect(field('Detailed address').value).toBe('1 Science Park Road');
    expect(isDefault().checked).toBe(true);
    reload(second.unmount);

    const other = open('/pages/My/NewAddress/index?family=addr');
    expect(field('Contact').value).toBe('');
    reload(other.unmount);

    const third = open(NEW_RECEIVING);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastText()).toBe('Address saved'));
    expect(getDb().receivingAddresses.find((row) => row.contact === 'Hoa Le')?.detail).toBe('1 Science Park Road');
    reload(third.unmount);

    open(NEW_RECEIVING);
    expect(field('Contact').value).toBe('');
    expect(field('Detailed address').value).toBe('');
  });

  it('is gone once saved, though the customer left the form before the answer came', async () => {
    const user = userEvent.setup();
    logIn();
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    // a server that answers late, and does not send the saved address back
    server.use(
      http.post(api('/receiving/add'), async () => {
        await answered;
        return ok(null);
      }),
    );
    const form = open(NEW_RECEIVING);
    await user.type(field('Contact'), 'Hoa Le');
    await user.type(field('Phone'), '13612345678');
    await pickRegion(user, 'Hanoi', 'Ba Dinh');
    await user.type(field('Detailed address'), '1 Hoang Dieu');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    form.unmount();
    answer();
    await waitFor(() => expect(Object.keys(localStorage).filter((key) => key.startsWith('draft.'))).toEqual([]));
  });

  it('is not shown to another customer signed in on the phone', async () => {
    const user = userEvent.setup();
    logIn(1001, 't-ann');
    const first = open(NEW_RECEIVING);
    await user.type(field('Contact'), 'Hoa Le');
    reload(first.unmount);
    const again = open(NEW_RECEIVING);
    expect(field('Contact').value).toBe('Hoa Le');
    reload(again.unmount);

    logIn(1002, 't-bob');
    open(NEW_RECEIVING);
    expect(field('Contact').value).toBe('');
  });
});

describe('an address being edited across a reload', () => {
  it('is back as changed, over the address the server has, for that address only', async () => {
    const user = userEvent.setup();
    logIn();
    const first = await openEdit(edit('addr', 1));
    expect(field('Detailed address').value).toBe('208 Tianhe Road, Tower B');
    await retype(user, 'Detailed address', '210 Tianhe Road, Tower C');
    reload(first.unmount);

    const second = await openEdit(edit('addr', 1));
    expect(field('Detailed address').value).toBe('210 Tianhe Road, Tower C');
    expect(field('Contact').value).toBe('Lan Nguyen');
    reload(second.unmount);

    // the other family's address of the same id, and another address of the family, are as the server has them
    const other = await openEdit(edit('receiving', 1));
    expect(field('Detailed address').value).toBe('12 Garden Street, Building 3, Room 502');
    reload(other.unmount);
    const another = await openEdit(edit('addr', 2));
    expect(field('Detailed address').value).toBe('9 Keyuan Road, Science Park');
    reload(another.unmount);

    const third = await openEdit(edit('addr', 1));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastText()).toBe('Address saved'));
    expect(getDb().addrs.find((row) => row.id === 1)?.detail).toBe('210 Tianhe Road, Tower C');
    reload(third.unmount);
    // changed since on another phone: the form shows the server's address, no draft over it
    const saved = getDb().addrs.find((row) => row.id === 1);
    if (saved) saved.detail = 'Changed on another phone';
    await openEdit(edit('addr', 1));
    expect(field('Detailed address').value).toBe('Changed on another phone');
  });
});
