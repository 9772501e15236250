import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '../../../mocks/db';
import { showObservedElements } from '../../testing/in-view';
import { renderWithApp } from '../../testing/render';
import ProductDetailScreen from './ProductDetailScreen';

// Counts the sanitiser's code being asked for, and gives it.
const asked = vi.hoisted(() => ({ times: 0 }));
vi.mock('../../ui/SafeHtml', async (importOriginal) => {
  asked.times += 1;
  return importOriginal();
});

/** A call of the page's that is never answered: the page never settles, so only the view can ask. */
function CallOut() {
  useQuery({ queryKey: ['never-answered'], queryFn: () => new Promise<never>(() => undefined) });
  return null;
}

const DETAIL = '<p>Washed <strong>by hand</strong></p>';
beforeEach(() => {
  for (const goods of getDb().goods) goods.detail = { en: DETAIL, vi: DETAIL, 'zh-CN': DETAIL };
});

let undo = () => {};
afterEach(() => undo());

describe("a product's description scrolled to before the page has settled", () => {
  it('asks for the sanitiser as it comes into view, and shows the formatted HTML', async () => {
    undo = showObservedElements();
    renderWithApp(
      <>
        <ProductDetailScreen />
        <CallOut />
      </>,
      { path: '/pages/Home/ProductDetail/index?id=101' },
    );
    const description = within(await screen.findByRole('region', { name: 'Details' }));
    expect(await description.findByText('by hand', { selector: 'strong' })).toBeTruthy();
    expect(asked.times).toBe(1);
  });
});
