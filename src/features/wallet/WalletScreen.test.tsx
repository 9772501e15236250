import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db';
import { formatDateTime, formatMoney } from '../../lib/format';
import { localeAtom } from '../../state/locale';
import { getAppStore } from '../../state/store';
import { showObservedElements } from '../../testing/in-view';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import { shownText } from '../../testing/shown-text';
import WalletScreen from './WalletScreen';

const amountOf = (row: Element | undefined) => row?.querySelector('.bill-amount')?.textContent;

describe('the wallet screen', () => {
  it('shows the balance, the gift credit and the records with kind, signed amount and date', async () => {
    logIn();
    renderWithApp(<WalletScreen />, { path: '/pages/My/Wallet/index' });
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('¥200.00');
    expect(screen.getByTestId('wallet-gift').textContent).toBe('¥40.00');
    // the figures beside the balance say what they are
    expect(screen.getByText('Gift credit included')).toBeTruthy();
    expect(screen.getByText('Topped up in total')).toBeTruthy();
    expect(
      screen.getByText(
        'Your balance includes the gift credit that came with top-up packages. Topped up in total is what you have paid in.',
      ),
    ).toBeTruthy();
    // the same wallet at every shop: no second figure that equals the balance
    expect(screen.queryByText('Usable at this shop')).toBeNull();

    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(9);
    const newest = getDb()
      .bills.filter((bill) => bill.userId === 1001)
      .sort((a, b) => b.time.localeCompare(a.time))[0];
    const first = within(rows[0] as HTMLElement);
    // the records in the customer's words, not the back office's
    expect(first.getByText('Adjustment')).toBeTruthy();
    expect(amountOf(rows[0])).toBe('-¥7.00');
    expect(
      first.getByText(shownText(formatDateTime(new Date(newest?.time ?? ''))), { normalizer: shownText }),
    ).toBeTruthy();
    expect(shownText(formatDateTime(new Date(newest?.time ?? '')))).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const refund = rows.find((row) => row.textContent?.includes('Order refund')) as HTMLElement;
    expect(amountOf(refund)).toBe('+¥49.00');
    expect(within(refund).getByText('No. SO202601050001')).toBeTruthy();
    for (const kind of [
      'Order payment',
      'Price difference',
      'Overdue fee',
      'Overdue fee refund',
      'Added by the shop',
      'Top-up', // the customer's own, recorded as 'recharge' (docs/contract.md)
    ]) {
      expect(rows.some((row) => within(row).queryByText(kind))).toBe(true);
    }
    for (const backOffice of ['Balance deduction', 'Backend recharge', 'Overdue expense', 'Price-difference payment'])
      expect(screen.queryByText(backOffice)).toBeNull();
    expect(screen.queryByText('Other')).toBeNull();
    const amounts = [...document.querySelectorAll('.bill-amount')];
    expect(amounts.find((node) => node.textContent === '+¥240.00')?.className).toContain('bill-amount-in');
    expect(amounts.find((node) => node.textContent === '-¥68.00')?.className).toContain('bill-amount-out');
  });

  it('names a record of a kind it does not know by the way the money went, never "Other"', async () => {
    logIn();
    const db = getDb();
    const at = new Date().toISOString();
    const bill = { userId: 1001, balanceAfter: 200, orderNo: null, time: at };
    // kinds a server may add: read as unknown, named by their sign
    db.bills.push({ ...bill, id: 901, kind: 'gift-card' as 'recharge', amount: 30 });
    db.bills.push({ ...bill, id: 902, kind: 'fine' as 'recharge', amount: -4 });
    renderWithApp(<WalletScreen />, { path: '/pages/My/Wallet/index' });
    const rows = await screen.findAllByRole('listitem');
    const named = (amount: string) => rows.find((row) => amountOf(row) === amount)?.querySelector('.bill-kind');
    expect(named('+¥30.00')?.textContent).toBe('Money in');
    expect(named('-¥4.00')?.textContent).toBe('Money out');
    expect(screen.queryByText('Other')).toBeNull();
  });

  it('loads the records page after page until there are no more', async () => {
    logIn();
    const db = getDb();
    for (let index = 0; index < 16; index++) {
      db.bills.push({
        id: 100 + index,
        userId: 1001,
        kind: 'order-payment',
        amount: -1,
        balanceAfter: 200,
        orderNo: `EXTRA${index}`,
        time: new Date(Date.UTC(2020, 0, 1, 0, index)).toISOString(),
      });
    }
    const undo = showObservedElements();
    try {
      renderWithApp(<WalletScreen />, { path: '/pages/My/Wallet/index' });
      await screen.findByText('No. EXTRA0', {}, { timeout: 5000 });
    } finally {
      undo();
    }
    expect(screen.getAllByRole('listitem')).toHaveLength(25);
    await screen.findByText('No more');
  });

  it('shows a new customer an empty wallet', async () => {
    logIn(1002);
    renderWithApp(<WalletScreen />, { path: '/pages/My/Wallet/index' });
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('¥0.00');
    await screen.findByText('No records yet');
  });

  it('shows money and dates in the customer’s language', async () => {
    logIn();
    getAppStore().set(localeAtom, 'vi');
    renderWithApp(<WalletScreen />, { path: '/pages/My/Wallet/index' });
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe(formatMoney(200, 'vi')));
    await screen.findByText('Điều chỉnh số dư');
    expect(amountOf(screen.getAllByRole('listitem')[0])).toBe(`-${formatMoney(7, 'vi')}`);
    expect(formatMoney(7, 'vi')).toMatch(/^7,00\s¥$/);
  });
});
