import { describe, expect, it } from 'vitest';
import { getDb } from '../../mocks/db';
import { localeAtom } from '../state/locale';
import { getAppStore } from '../state/store';
import { getAdList } from './ad';

describe('ad: home banners', () => {
  it('lists a shop banners in order, anonymously, with typed links', async () => {
    const banners = await getAdList('0');
    expect(banners.map((banner) => banner.id)).toEqual(['1', '2', '3']);
    expect(banners.map((banner) => banner.link)).toEqual([
      { type: 'activity', activityId: '1' },
      { type: 'route', path: '/pages/Home/TopUp/index' },
      { type: 'none' },
    ]);
    for (const banner of banners) expect(banner.image.startsWith('data:image/svg+xml')).toBe(true);
  });

  it('has banners per shop and follows the language', async () => {
    expect(await getAdList('5')).toHaveLength(1);
    getAppStore().set(localeAtom, 'zh-CN');
    expect((await getAdList('3'))[0]?.title).toBe('运动鞋满30减5');
  });

  it('shows what the server holds now, and keeps a banner whose link it does not understand as no link', async () => {
    const db = getDb();
    const first = db.banners.find((banner) => banner.id === 1);
    if (first) first.sort = 9;
    const third = db.banners.find((banner) => banner.id === 3);
    if (third) (third as { link: unknown }).link = { type: 'mini-program', appId: 'x' };
    const banners = await getAdList('0');
    expect(banners.map((banner) => banner.id)).toEqual(['2', '3', '1']);
    expect(banners[1]?.link).toEqual({ type: 'none' });
  });
});
