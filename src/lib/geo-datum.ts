/**
 * Datum conversion at the edge (CONTRACT.md: positions are WGS-84 inside the app). Mainland China's map
 * providers, and the chat app's own map (`wx.openLocation`), speak GCJ-02, an obfuscated datum that shifts
 * points by a few hundred metres. Only positions inside mainland China are shifted: Hong Kong aside, the
 * rest of the world (Vietnam included) is the same in both datums.
 */

export type LatLng = { latitude: number; longitude: number };

/** Krasovsky 1940 ellipsoid, as GCJ-02 uses it. */
const A = 6378245.0;
const EE = 0.006693421622965943;

/**
 * Rectangles [west, north, east, south] covering mainland China, minus those that cover its neighbours
 * (Taiwan, northern Vietnam and Laos, Mongolia, the Russian Far East). Coarse near the borders by design.
 */
const REGION: readonly (readonly [number, number, number, number])[] = [
  [79.4462, 49.2204, 96.33, 42.8899],
  [109.6872, 54.1415, 135.0002, 39.3742],
  [73.1246, 42.8899, 124.143255, 29.5297],
  [82.9684, 29.5297, 97.0352, 26.7186],
  [97.0253, 29.5297, 124.367395, 20.414096],
  [107.975793, 20.414096, 111.744104, 17.871542],
];
const EXCLUDE: readonly (readonly [number, number, number, number])[] = [
  [119.921265, 25.398623, 122.497559, 21.785006],
  [101.8652, 22.284, 106.665, 20.0988],
  [106.4525, 21.5422, 108.051, 20.4878],
  [109.0323, 55.8175, 119.127, 50.3257],
  [127.4568, 55.8175, 137.0227, 49.5574],
  [131.2662, 44.8922, 137.0227, 42.5692],
];

function inRect(p: LatLng, [west, north, east, south]: readonly [number, number, number, number]): boolean {
  return p.longitude >= west && p.longitude <= east && p.latitude >= south && p.latitude <= north;
}

/** Whether GCJ-02 applies at this position. */
export function isInMainlandChina(p: LatLng): boolean {
  return REGION.some((r) => inRect(p, r)) && !EXCLUDE.some((r) => inRect(p, r));
}

function transformLat(x: number, y: number): number {
  let r = -100 + 2 * x + 3 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x));
  r += ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3;
  r += ((20 * Math.sin(y * Math.PI) + 40 * Math.sin((y / 3) * Math.PI)) * 2) / 3;
  r += ((160 * Math.sin((y / 12) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30)) * 2) / 3;
  return r;
}

function transformLng(x: number, y: number): number {
  let r = 300 + x + 2 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x));
  r += ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3;
  r += ((20 * Math.sin(x * Math.PI) + 40 * Math.sin((x / 3) * Math.PI)) * 2) / 3;
  r += ((150 * Math.sin((x / 12) * Math.PI) + 300 * Math.sin((x / 30) * Math.PI)) * 2) / 3;
  return r;
}

/** The GCJ-02 shift at a WGS-84 position, in degrees. */
function delta(p: LatLng): LatLng {
  const dLat0 = transformLat(p.longitude - 105, p.latitude - 35);
  const dLng0 = transformLng(p.longitude - 105, p.latitude - 35);
  const radLat = (p.latitude / 180) * Math.PI;
  const magic = 1 - EE * Math.sin(radLat) ** 2;
  const sqrtMagic = Math.sqrt(magic);
  return {
    latitude: (dLat0 * 180) / (((A * (1 - EE)) / (magic * sqrtMagic)) * Math.PI),
    longitude: (dLng0 * 180) / ((A / sqrtMagic) * Math.cos(radLat) * Math.PI),
  };
}

/** WGS-84 to GCJ-02 (for `wx.openLocation` and Chinese map links); unchanged outside mainland China. */
export function wgs84ToGcj02(p: LatLng): LatLng {
  if (!isInMainlandChina(p)) return { latitude: p.latitude, longitude: p.longitude };
  const d = delta(p);
  return { latitude: p.latitude + d.latitude, longitude: p.longitude + d.longitude };
}

/**
 * GCJ-02 to WGS-84 (for a provider that answers in GCJ-02), by fixed-point iteration: exact to about a
 * millimetre, where the one-step inverse most libraries use is off by up to a few metres.
 */
export function gcj02ToWgs84(p: LatLng): LatLng {
  if (!isInMainlandChina(p)) return { latitude: p.latitude, longitude: p.longitude };
  let guess: LatLng = { latitude: p.latitude, longitude: p.longitude };
  for (let i = 0; i < 10; i += 1) {
    const shifted = wgs84ToGcj02(guess);
    const errLat = shifted.latitude - p.latitude;
    const errLng = shifted.longitude - p.longitude;
    guess = { latitude: guess.latitude - errLat, longitude: guess.longitude - errLng };
    if (Math.abs(errLat) < 1e-9 && Math.abs(errLng) < 1e-9) break;
  }
  return guess;
}
