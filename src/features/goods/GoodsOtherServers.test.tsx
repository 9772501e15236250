import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { renderWithApp } from '../../testing/render';
import ProductDetailScreen from './ProductDetailScreen';
import ProductListScreen from './ProductListScreen';

/** The goods screens against a user-api that sends goods without `typeId` and money and ids as strings. */

const CANNOT_READ = 'The server sent an answer the app cannot read.';
const goods = { id: '101', name: 'Standard sneaker wash', price: '29.00', memberPrice: '25.00' };
const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: 'success', data });

describe('goods without typeId', () => {
  it('the product list shows them', async () => {
    server.use(http.get('*/user-api/goods/goods-list', () => ok({ list: [goods] })));
    renderWithApp(<ProductListScreen />, { path: '/pages/Home/ProductList/index' });
    const list = await screen.findByRole('list', { name: 'Goods' });
    expect(within(list).getByText('Standard sneaker wash')).toBeTruthy();
    expect(within(list).getByText('¥29.00')).toBeTruthy();
    expect(screen.queryByText(CANNOT_READ)).toBeNull();
  });

  it('the product detail shows one', async () => {
    server.use(
      http.get('*/user-api/goods/goods-info', () =>
        ok({ ...goods, goodsAddVos: [{ id: '1', name: 'Whitening', price: '10' }] }),
      ),
    );
    renderWithApp(<ProductDetailScreen />, { path: '/pages/Home/ProductDetail/index?id=101' });
    expect(await screen.findByRole('heading', { name: 'Standard sneaker wash' })).toBeTruthy();
    expect(await screen.findByText('Whitening')).toBeTruthy();
    expect(screen.queryByText(CANNOT_READ)).toBeNull();
  });
});
