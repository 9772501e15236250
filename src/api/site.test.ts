import { describe, expect, it } from 'vitest';
import { localeAtom } from '../state/locale';
import { DEFAULT_POSITION } from '../state/position';
import { getAppStore } from '../state/store';
import { failure } from '../testing/api-failure';
import { freezeClock } from '../testing/mock-clock';
import { getFreeBox, getLockerInfo } from './locker';
import { getAppointmentInfo, getNearbySites, siteKeys } from './site';
import { getStoreInfo } from './store';

/** Freezes the clock at a local time of today and seeds the db then. */
function freezeAt(hours: number, minutes: number) {
  const now = new Date();
  freezeClock(new Date(now.getFullYear(), now.getMonth(), now.getDate(), hours, minutes));
}

describe('sites near the customer (anonymous)', () => {
  it("lists the shop's cabinets and stores nearest first, with their distances in metres", async () => {
    const sites = await getNearbySites({ ...DEFAULT_POSITION, shopId: '0' });
    // the great-circle distances from the default position, as a flat-earth estimate gives them to the metre
    expect(sites.map((site) => [site.lockerNo ?? site.storeNo, site.distance])).toEqual([
      ['L001', 258],
      ['L002', 850],
      ['S001', 1384],
    ]);
    expect(sites[0]).toMatchObject({ kind: 'locker', totalBoxes: 24, online: true });
    expect(sites[0]?.freeBoxes).toBeGreaterThan(10);
    expect(sites[1]).toMatchObject({ lockerNo: 'L002', freeBoxes: 0, totalBoxes: 12 });
    expect(sites[2]).toMatchObject({ kind: 'store', freeBoxes: null, storeNo: 'S001' });
  });

  it('measures from the position given and filters by type', async () => {
    const atStore = await getNearbySites({ latitude: 34.802274, longitude: 113.553471, shopId: '0' });
    expect(atStore[0]).toMatchObject({ storeNo: 'S001', distance: 0 });
    const lockers = await getNearbySites({ ...DEFAULT_POSITION, shopId: '3', type: 'locker' });
    expect(lockers.map((site) => [site.lockerNo, site.online])).toEqual([
      ['L004', true],
      ['L003', false],
    ]);
    const stores = await getNearbySites({ ...DEFAULT_POSITION, shopId: '3', type: 'store' });
    expect(stores.map((site) => site.storeNo)).toEqual(['S002']);
  });

  it('answers names in the request language', async () => {
    getAppStore().set(localeAtom, 'zh-CN');
    const sites = await getNearbySites({ ...DEFAULT_POSITION, shopId: '0', type: 'locker' });
    expect(sites[0]?.name).toBe('郑州金水智能柜');
  });

  it('keys nearby lists by the rounded position', () => {
    const a = siteKeys.nearby({ latitude: 34.79277401, longitude: 113.54367102, shopId: '0' });
    const b = siteKeys.nearby({ latitude: 34.79277449, longitude: 113.54367149, shopId: '0' });
    expect(a).toEqual(b);
    expect(a[0]).toBe('site');
  });
});

describe('door-to-door calendar', () => {
  it('offers today and the next three days; slots already started are gone', async () => {
    freezeAt(12, 0);
    const info = await getAppointmentInfo({ siteId: '101' });
    expect(info).toMatchObject({ open: true, deliveryFee: 5, lastBookingTime: '18:00', siteId: '101' });
    expect(info.slots).toHaveLength(4);
    const [today, tomorrow] = info.slots;
    expect(today?.times.map((time) => [time.start, time.available])).toEqual([
      ['09:00', false],
      ['11:00', false],
      ['14:00', true],
      ['16:00', true],
    ]);
    expect(tomorrow?.times.every((time) => time.end > time.start)).toBe(true);
    expect(new Set(info.slots.map((slot) => slot.date)).size).toBe(4);
  });

  it("closes today's booking after the last booking time", async () => {
    freezeAt(16, 30);
    const info = await getAppointmentInfo({ shopId: '3' });
    expect(info.lastBookingTime).toBe('17:00');
    freezeAt(17, 5);
    const late = await getAppointmentInfo({ shopId: '3' });
    expect(late.slots[0]?.times.every((time) => !time.available)).toBe(true);
    expect(late.slots[1]?.times.some((time) => time.available)).toBe(true);
  });

  it('says when the site has not opened door-to-door service', async () => {
    const closed = await getAppointmentInfo({ shopId: '5' });
    expect(closed).toMatchObject({ open: false, slots: [] });
    expect((await failure(getAppointmentInfo({ siteId: '999' }))).code).toBe(404);
  });
});

describe('stores and cabinets', () => {
  it('describes a store', async () => {
    expect(await getStoreInfo('S002')).toMatchObject({ storeNo: 'S002', shopId: '3', openHours: '10:00-20:00' });
    expect((await failure(getStoreInfo('S999'))).message).toBe('Store not found');
  });

  it('describes cabinets: online with free boxes, full, offline', async () => {
    expect(await getLockerInfo('L001')).toMatchObject({ lockerNo: 'L001', shopId: '0', online: true, boxes: 24 });
    expect(await getFreeBox('L001')).toEqual({ freeBoxes: 13, boxNo: 'A04' });
    expect(await getLockerInfo('L002')).toMatchObject({ boxes: 12, freeBoxes: 0 });
    expect(await getFreeBox('L002')).toEqual({ freeBoxes: 0, boxNo: null });
    expect(await getLockerInfo('L003')).toMatchObject({ online: false });
    expect(await getFreeBox('L003')).toEqual({ freeBoxes: 0, boxNo: null });
    expect((await failure(getLockerInfo('L404'))).message).toBe('Cabinet not found');
  });
});
