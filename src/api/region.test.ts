import { describe, expect, it } from 'vitest';
import { localeAtom } from '../state/locale';
import { getAppStore } from '../state/store';
import { getRegions } from './region';

describe('the region family', () => {
  it('walks provinces, cities and districts, telling which have children', async () => {
    const provinces = await getRegions('0');
    expect(provinces.map((region) => region.name)).toEqual(['Henan', 'Guangdong', 'Ho Chi Minh City', 'Hanoi']);
    expect(provinces.every((region) => region.hasChildren)).toBe(true);
    const cities = await getRegions('440000');
    expect(cities.map((region) => [region.code, region.name])).toEqual([
      ['440100', 'Guangzhou'],
      ['440300', 'Shenzhen'],
    ]);
    const districts = await getRegions('410100');
    expect(districts.map((region) => region.name)).toEqual(['Jinshui', 'Zhongyuan', 'Erqi']);
    expect(districts.some((region) => region.hasChildren)).toBe(false);
    expect((await getRegions('79')).map((region) => region.name)).toEqual(['District 1', 'District 3']);
    expect(await getRegions('760')).toEqual([]);
  });

  it('names regions in the customer’s language', async () => {
    getAppStore().set(localeAtom, 'vi');
    expect((await getRegions('01')).map((region) => region.name)).toEqual(['Ba Đình', 'Hoàn Kiếm']);
    getAppStore().set(localeAtom, 'zh-CN');
    expect((await getRegions())[0]?.name).toBe('河南省');
  });
});
