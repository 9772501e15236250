/**
 * Geo maths on WGS-84 positions (latitude/longitude in degrees). Pure: the app (nearby sites, distances on
 * screen) and the mock user-api (`/site/nearby`) use the same function, so both agree to the metre.
 */

export type LatLng = { latitude: number; longitude: number };

/** Mean Earth radius (IUGG), in metres. */
export const EARTH_RADIUS_M = 6_371_008.8;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

export function isValidLatLng(position: LatLng): boolean {
  return (
    Number.isFinite(position.latitude) &&
    Number.isFinite(position.longitude) &&
    Math.abs(position.latitude) <= 90 &&
    Math.abs(position.longitude) <= 180
  );
}

/** Great-circle distance between two positions, in metres (haversine formula). */
export function haversineMetres(from: LatLng, to: LatLng): number {
  const dLat = toRadians(to.latitude - from.latitude);
  const dLng = toRadians(to.longitude - from.longitude);
  const lat1 = toRadians(from.latitude);
  const lat2 = toRadians(to.latitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1) * Math.cos(lat2) * Math.sin(dLng / 2) ** 2;
  // min() guards against rounding pushing h a hair above 1 for antipodal points.
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A distance for people: "850 m" under a kilometre (rounded to 10 m), "1.2 km" up to 100 km, "135 km" beyond.
 * Units are SI symbols, the same in every locale.
 */
export function formatDistance(metres: number): string {
  if (!Number.isFinite(metres) || metres < 0) return '';
  const tens = Math.round(metres / 10) * 10;
  if (tens < 1000) return `${tens} m`;
  const km = metres / 1000;
  return km < 100 ? `${(Math.round(km * 10) / 10).toFixed(1)} km` : `${Math.round(km)} km`;
}
