import type { TFunction } from 'i18next';

/** A cabinet's free boxes as a line: '13 of 24 boxes free', or '13 boxes free' when its size is not known. */
export function freeBoxesText(t: TFunction, free: number, total: number | null | undefined): string {
  return total ? t('sites.freeBoxesOf', { free, total }) : t('sites.freeBoxes', { free });
}
