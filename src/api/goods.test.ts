import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { localeAtom } from '../state/locale';
import { getAppStore } from '../state/store';
import { failure } from '../testing/api-failure';
import { getGoodsInfo, getGoodsList, getGoodsTypes, goodsQueries } from './goods';

describe('the goods family (public)', () => {
  it('lists the types a shop sells, anonymously', async () => {
    expect((await getGoodsTypes('0')).map((type) => type.name)).toEqual([
      'Sneaker wash',
      'Leather care',
      'Boots',
      'Repair',
    ]);
    expect((await getGoodsTypes('5')).map((type) => type.id)).toEqual(['1', '4']);
  });

  it('pages the goods of a shop and filters by type', async () => {
    const first = await getGoodsList({ shopId: '0', pageNum: 1, pageSize: 5 });
    expect([first.total, first.list.length]).toEqual([12, 5]);
    const third = await getGoodsList({ shopId: '0', pageNum: 3, pageSize: 5 });
    expect(third.list).toHaveLength(2);
    const boots = await getGoodsList({ shopId: '0', typeId: '3', pageNum: 1, pageSize: 10 });
    expect(boots.list.map((goods) => goods.typeId)).toEqual(['3', '3', '3']);
    const campus = await getGoodsList({ shopId: '5', pageNum: 1, pageSize: 50 });
    expect(campus.list.every((goods) => goods.typeId === '1' || goods.typeId === '4')).toBe(true);
    const goods = first.list[0];
    expect(goods).toMatchObject({ id: '101', name: 'Standard sneaker wash', price: 29, memberPrice: 25 });
    expect(goods?.image).toMatch(/^data:image\/svg\+xml,/);
    expect(goods?.description).toBeTruthy();
  });

  it('reads a goods with its pictures, HTML detail and add-ons', async () => {
    const info = await getGoodsInfo('101');
    expect(info.images.length).toBeGreaterThan(1);
    expect(info.images.every((image) => image.startsWith('data:image/svg+xml,'))).toBe(true);
    expect(info.detail).toContain('<ul>');
    expect(info.goodsAddVos.map((addOn) => addOn.name)).toEqual(
      expect.arrayContaining(['Whitening', 'Waterproofing', 'Deodorising', 'Sole repair']),
    );
    expect(info.goodsAddVos.find((addOn) => addOn.name === 'Whitening')?.price).toBe(10);
    expect((await failure(getGoodsInfo('9999'))).code).toBe(400);
  });

  it('answers in the customer’s language', async () => {
    getAppStore().set(localeAtom, 'vi');
    expect((await getGoodsInfo('104')).name).toBe('Chăm sóc da lộn');
    getAppStore().set(localeAtom, 'zh-CN');
    expect((await getGoodsTypes('0'))[0]?.name).toBe('运动鞋清洗');
  });

  it('loads further pages through the infinite query until the list ends', async () => {
    const client = new QueryClient();
    const options = goodsQueries.infinite('0', undefined, 5);
    await client.fetchInfiniteQuery(options);
    await client.fetchInfiniteQuery({ ...options, pages: 3 });
    const data = client.getQueryData(options.queryKey);
    expect(data?.pages.flatMap((page) => page.list)).toHaveLength(12);
    const last = data?.pages.at(-1);
    expect(last && options.getNextPageParam(last, data?.pages ?? [], 3, [1, 2, 3])).toBeUndefined();
  });
});
