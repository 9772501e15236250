import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db';
import { api, ok } from '../../../mocks/lib/http';
import { server } from '../../../mocks/node';
import { shopIdAtom, shopInfoAtom } from '../../state/shop';
import { getAppStore } from '../../state/store';
import { renderWithApp } from '../../testing/render';
import HomeScreen from './HomeScreen';
import WashingProcessScreen from './WashingProcessScreen';

const home = () => renderWithApp(<HomeScreen />, { path: '/pages/Home/Home/index' });

describe('Home', () => {
  it("draws its own navigation bar with the shop's name and keeps the shop's info as shopInfo", async () => {
    home();
    expect(await screen.findByRole('heading', { level: 1, name: 'Shoe Care Central' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Shoe Care Central' })).toBeTruthy();
    await waitFor(() => expect(getAppStore().get(shopInfoAtom)?.name).toBe('Shoe Care Central'));
    expect(JSON.parse(localStorage.getItem('shopInfo') ?? 'null')?.data?.id).toBe(0);
  });

  it('leads to the five entries', async () => {
    home();
    const entries = await screen.findByRole('navigation', { name: 'Services' });
    const go = (name: string) => {
      fireEvent.click(within(entries).getByRole('button', { name }));
      return location.hash;
    };
    expect(go('Wash shoes')).toBe('#/pages/Home/ProductList/index');
    expect(go('Collect shoes')).toBe('#/pages/Home/Scan/index');
    expect(go('Nearby cabinets')).toBe('#/pages/Home/NearLocker/index');
    expect(go('Washing process')).toBe('#/pages/Home/washingProcess/index');
    expect(go('Usage agreement')).toBe('#/pages/Home/protocol/index');
  });

  it('offers online orders only where the shop takes them', async () => {
    home();
    fireEvent.click(await screen.findByRole('button', { name: 'Place an order' }));
    const popup = await screen.findByRole('dialog', { name: 'How would you like to order?' });
    expect(await within(popup).findByRole('button', { name: /Online order/ })).toBeTruthy();
    fireEvent.click(within(popup).getByRole('button', { name: /Door-to-door appointment/ }));
    expect(location.hash).toBe('#/pages/Home/ProductList/index?kind=door');
  });

  it('leaves online orders out for a shop that does not take them', async () => {
    getAppStore().set(shopIdAtom, 5);
    home();
    fireEvent.click(await screen.findByRole('button', { name: 'Place an order' }));
    const popup = await screen.findByRole('dialog', { name: 'How would you like to order?' });
    await waitFor(() => expect(within(popup).queryByText(/Checking whether/)).toBeNull());
    expect(within(popup).queryByRole('button', { name: /Online order/ })).toBeNull();
    expect(within(popup).getByRole('button', { name: /Scan order/ })).toBeTruthy();
    fireEvent.click(within(popup).getByRole('button', { name: /Scan order/ }));
    expect(location.hash).toBe('#/pages/Home/Scan/index');
  });

  it("opens a banner's route inside the app", async () => {
    home();
    fireEvent.click(await screen.findByRole('button', { name: /Top up and get a bonus/ }));
    expect(location.hash).toBe('#/pages/Home/TopUp/index');
  });

  // Sanitising itself is checked in Chromium (e2e/commerce-ordering.spec.ts): DOMPurify misbehaves under happy-dom.
  it('shows a discount activity a banner leads to in a sheet', async () => {
    home();
    fireEvent.click(await screen.findByRole('button', { name: /20% off every wash this season/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Discount activity' });
    expect(await within(sheet).findByRole('heading', { name: 'Season sale: 20% off every wash' })).toBeTruthy();
    expect(within(sheet).getByText(/20% off · no minimum spend/)).toBeTruthy();
    expect(within(sheet).getByText('Ongoing')).toBeTruthy();
    expect(within(sheet).getByText(/The discount is applied automatically/)).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Shop now' }));
    expect(location.hash).toBe('#/pages/Home/ProductList/index');
  });

  it('never makes a banner leading off-site into a link', async () => {
    server.use(
      http.get(api('/ad/list'), () =>
        ok([
          {
            id: 9,
            image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
            title: 'Elsewhere',
            link: { type: 'route', path: 'https://evil.example/' },
          },
          {
            id: 10,
            image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
            title: 'Trick',
            link: { type: 'route', path: '/pages//evil.example' },
          },
        ]),
      ),
    );
    home();
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(screen.getByText('Trick')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Elsewhere|Trick/ })).toBeNull();
  });
});

describe('the washing process', () => {
  it('shows the steps of the common config in order', async () => {
    renderWithApp(<WashingProcessScreen />, { path: '/pages/Home/washingProcess/index' });
    const steps = await screen.findByRole('list');
    const texts = within(steps)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(texts.length).toBe(getDb().configs[0]?.flow.length);
    expect(texts[0]).toContain(`Step 1: ${getDb().configs[0]?.flow[0]?.en}`);
  });
});
