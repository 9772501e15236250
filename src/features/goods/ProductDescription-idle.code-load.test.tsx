import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '../../../mocks/db';
import { renderWithApp } from '../../testing/render';
import ProductDetailScreen from './ProductDetailScreen';

// Counts the sanitiser's code being asked for, and gives it.
const asked = vi.hoisted(() => ({ times: 0 }));
vi.mock('../../ui/SafeHtml', async (importOriginal) => {
  asked.times += 1;
  return importOriginal();
});

const DETAIL = '<p>Washed <strong>by hand</strong></p><ul><li>Inspection on arrival</li><li>Drying</li></ul>';
beforeEach(() => {
  for (const goods of getDb().goods) goods.detail = { en: DETAIL, vi: DETAIL, 'zh-CN': DETAIL };
});

const description = () => within(screen.getByRole('region', { name: 'Details' }));
const items = () =>
  description()
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe("a product's description, below the page's first view", () => {
  it('shows its text with the page, and its formatting once the page is drawn and the browser idle', async () => {
    renderWithApp(<ProductDetailScreen />, { path: '/pages/Home/ProductDetail/index?id=101' });
    expect(await screen.findByRole('heading', { name: 'Standard sneaker wash' })).toBeTruthy();
    // drawn with the page: its text in paragraphs and lists of the app's own, not yet the sanitiser (12 KB
    // gzip the first view does not show)
    expect(description().getByText('Washed by hand')).toBeTruthy();
    expect(items()).toEqual(['Inspection on arrival', 'Drying']);
    expect(description().queryByText('by hand', { selector: 'strong' })).toBeNull();
    expect(asked.times).toBe(0);
    // then the server's formatting in its place, the same text
    expect(await description().findByText('by hand', { selector: 'strong' })).toBeTruthy();
    expect(items()).toEqual(['Inspection on arrival', 'Drying']);
    expect(asked.times).toBe(1);
  });

  it('shows the next product formatted from the start, the sanitiser being there', async () => {
    renderWithApp(<ProductDetailScreen />, { path: '/pages/Home/ProductDetail/index?id=102' });
    await screen.findByRole('region', { name: 'Details' });
    expect(description().getByText('by hand', { selector: 'strong' })).toBeTruthy();
    await waitFor(() => expect(asked.times).toBe(1));
  });
});
