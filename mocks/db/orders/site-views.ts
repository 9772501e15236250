import type { SiteKind } from '../../../src/api/schemas/site';
import { haversineMetres } from '../../../src/lib/geo';
import { type Lang, tr } from '../../lib/text';
import type { Db } from '../types';
import { freeBoxesOf } from './boxes';
import type { SiteBase } from './tables';

/** `/site/nearby`: the sites of a shop, nearest first. */

export function siteViews(
  db: Db,
  shopId: number,
  position: { latitude: number; longitude: number },
  lang: Lang,
  kind?: SiteKind,
) {
  const lockers = kind === 'store' ? [] : db.lockers.filter((row) => row.shopId === shopId);
  const stores = kind === 'locker' ? [] : db.stores.filter((row) => row.shopId === shopId);
  const distance = (row: SiteBase) => Math.round(haversineMetres(position, row));
  return [
    ...lockers.map((row) => ({
      id: row.siteId,
      kind: 'locker' as const,
      lockerNo: row.lockerNo,
      storeNo: null,
      name: tr(row.name, lang),
      address: tr(row.address, lang),
      latitude: row.latitude,
      longitude: row.longitude,
      distance: distance(row),
      freeBoxes: freeBoxesOf(row).length,
      totalBoxes: row.boxes.length,
      online: row.online,
      openHours: row.openHours,
      phone: row.phone,
    })),
    ...stores.map((row) => ({
      id: row.siteId,
      kind: 'store' as const,
      lockerNo: null,
      storeNo: row.storeNo,
      name: tr(row.name, lang),
      address: tr(row.address, lang),
      latitude: row.latitude,
      longitude: row.longitude,
      distance: distance(row),
      freeBoxes: null,
      totalBoxes: null,
      online: true,
      openHours: row.openHours,
      phone: row.phone,
    })),
  ].sort((a, b) => a.distance - b.distance || a.id - b.id);
}
