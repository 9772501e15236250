import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { haversineMetres } from './geo';
import { gcj02ToWgs84, isInMainlandChina, wgs84ToGcj02 } from './geo-datum';

const tiananmen = { latitude: 39.908692, longitude: 116.397477 };
const zhengzhou = { latitude: 34.792774, longitude: 113.543671 };
const hoChiMinhCity = { latitude: 10.776889, longitude: 106.700806 };
const hanoi = { latitude: 21.028511, longitude: 105.804817 };
const taipei = { latitude: 25.033, longitude: 121.5654 };
const ulaanbaatar = { latitude: 47.8864, longitude: 106.9057 };

describe('isInMainlandChina', () => {
  it('is true in Beijing and Zhengzhou', () => {
    expect(isInMainlandChina(tiananmen)).toBe(true);
    expect(isInMainlandChina(zhengzhou)).toBe(true);
  });

  it('is false in Vietnam, Taiwan, Mongolia and far away', () => {
    expect(isInMainlandChina(hoChiMinhCity)).toBe(false);
    expect(isInMainlandChina(hanoi)).toBe(false);
    expect(isInMainlandChina(taipei)).toBe(false);
    expect(isInMainlandChina(ulaanbaatar)).toBe(false);
    expect(isInMainlandChina({ latitude: 51.5, longitude: -0.12 })).toBe(false);
  });
});

describe('wgs84ToGcj02', () => {
  it('matches the published shift at Tiananmen (about 555 m north-east)', () => {
    const gcj = wgs84ToGcj02(tiananmen);
    expect(gcj.latitude).toBeCloseTo(39.910095, 5);
    expect(gcj.longitude).toBeCloseTo(116.403721, 5);
    expect(haversineMetres(tiananmen, gcj)).toBeGreaterThan(500);
    expect(haversineMetres(tiananmen, gcj)).toBeLessThan(600);
  });

  it('leaves positions outside mainland China alone', () => {
    expect(wgs84ToGcj02(hoChiMinhCity)).toEqual(hoChiMinhCity);
    expect(wgs84ToGcj02(taipei)).toEqual(taipei);
  });
});

describe('gcj02ToWgs84', () => {
  it('undoes the shift to within a centimetre', () => {
    const back = gcj02ToWgs84(wgs84ToGcj02(zhengzhou));
    expect(haversineMetres(back, zhengzhou)).toBeLessThan(0.01);
  });

  it('round-trips any point inside the main rectangle of China', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 30, max: 40, noNaN: true }),
        fc.double({ min: 100, max: 120, noNaN: true }),
        (latitude, longitude) => {
          const p = { latitude, longitude };
          expect(haversineMetres(gcj02ToWgs84(wgs84ToGcj02(p)), p)).toBeLessThan(0.01);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('leaves positions outside mainland China alone', () => {
    expect(gcj02ToWgs84(hanoi)).toEqual(hanoi);
  });
});
