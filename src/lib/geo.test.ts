import { describe, expect, it } from 'vitest';
import { formatDistance, haversineMetres, isValidLatLng } from './geo';

const zhengzhou = { latitude: 34.792774, longitude: 113.543671 };

describe('haversineMetres', () => {
  it('is zero for the same point and symmetric', () => {
    expect(haversineMetres(zhengzhou, zhengzhou)).toBe(0);
    const other = { latitude: 34.8, longitude: 113.55 };
    expect(haversineMetres(zhengzhou, other)).toBeCloseTo(haversineMetres(other, zhengzhou), 6);
  });

  it('measures one degree of latitude as about 111.2 km', () => {
    const north = { latitude: zhengzhou.latitude + 1, longitude: zhengzhou.longitude };
    expect(haversineMetres(zhengzhou, north)).toBeGreaterThan(111_100);
    expect(haversineMetres(zhengzhou, north)).toBeLessThan(111_300);
  });

  it('shrinks longitude degrees with the cosine of the latitude', () => {
    const east = { latitude: 60, longitude: 1 };
    const origin = { latitude: 60, longitude: 0 };
    // 111.2 km * cos(60°) ≈ 55.6 km
    expect(haversineMetres(origin, east)).toBeGreaterThan(55_500);
    expect(haversineMetres(origin, east)).toBeLessThan(55_700);
  });

  it('matches a known city distance (Zhengzhou to Beijing, about 620 km)', () => {
    const beijing = { latitude: 39.9042, longitude: 116.4074 };
    const metres = haversineMetres(zhengzhou, beijing);
    expect(metres).toBeGreaterThan(610_000);
    expect(metres).toBeLessThan(630_000);
  });

  it('stays finite for antipodal points (half the circumference)', () => {
    const metres = haversineMetres({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 });
    expect(metres).toBeCloseTo(Math.PI * 6_371_008.8, 0);
  });
});

describe('isValidLatLng', () => {
  it('accepts real positions and rejects out-of-range or non-numbers', () => {
    expect(isValidLatLng(zhengzhou)).toBe(true);
    expect(isValidLatLng({ latitude: 91, longitude: 0 })).toBe(false);
    expect(isValidLatLng({ latitude: 0, longitude: -181 })).toBe(false);
    expect(isValidLatLng({ latitude: Number.NaN, longitude: 0 })).toBe(false);
  });
});

describe('formatDistance', () => {
  it('uses metres under a kilometre and kilometres above', () => {
    expect(formatDistance(0)).toBe('0 m');
    expect(formatDistance(847)).toBe('850 m');
    expect(formatDistance(1234)).toBe('1.2 km');
    expect(formatDistance(135_400)).toBe('135 km');
    expect(formatDistance(-1)).toBe('');
  });
});
