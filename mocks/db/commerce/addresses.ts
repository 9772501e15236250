import { ROOT_REGION_CODE } from '../../../src/api/schemas/region';
import type { Text } from '../../lib/text';
import type { Db } from '../types';
import type { AddressRow, RegionRow } from './tables';

/** The two address families (one default each) and the region tree's names. */

export type AddressFamily = 'receivingAddresses' | 'addrs';

export function addressesOf(db: Db, family: AddressFamily, userId: number): AddressRow[] {
  return db[family]
    .filter((row) => row.userId === userId)
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

/** Keeps exactly one default per customer and family while any address is left: the newest one by default. */
export function ensureOneDefault(db: Db, family: AddressFamily, userId: number, preferId?: number): void {
  const rows = db[family].filter((row) => row.userId === userId);
  if (rows.length === 0) return;
  const keep =
    rows.find((row) => row.id === preferId) ??
    rows.find((row) => row.isDefault) ??
    [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)[0];
  for (const row of rows) row.isDefault = row === keep;
}

export function regionChildren(db: Db, pcode: string): RegionRow[] {
  return db.regions.filter((row) => row.pcode === pcode);
}

/** "Guangdong, Guangzhou, Tianhe" ("广东省广州市天河区") in the given language, or undefined when a code is unknown. */
export function regionTextOf(db: Db, codes: string[], lang: keyof Text): string | undefined {
  if (codes.length === 0) return undefined;
  const names: string[] = [];
  let parent = ROOT_REGION_CODE;
  for (const code of codes) {
    const region = db.regions.find((row) => row.code === code && row.pcode === parent);
    if (!region) return undefined;
    names.push(region.name[lang] || region.name.en);
    parent = code;
  }
  return names.join(lang === 'zh-CN' ? '' : ', ');
}
