import type { SiteKind } from '../../../api/schemas/site';
import type { LatLng } from '../../../lib/geo';

/** OpenStreetMap's standard tiles, used unless `VITE_MAP_TILES` names another source. */
export const DEFAULT_TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/**
 * The tile source: `VITE_MAP_TILES` (a Leaflet URL template with {z}/{x}/{y}, optionally {s}) and its
 * credit line `VITE_MAP_ATTRIBUTION`; OpenStreetMap's when unset.
 */
export function tileSource(env: Record<string, unknown> = import.meta.env): { url: string; attribution: string } {
  const configured = typeof env.VITE_MAP_TILES === 'string' ? env.VITE_MAP_TILES.trim() : '';
  const url = configured || DEFAULT_TILES;
  const credit = typeof env.VITE_MAP_ATTRIBUTION === 'string' ? env.VITE_MAP_ATTRIBUTION.trim() : '';
  return { url, attribution: credit || (url === DEFAULT_TILES ? OSM_ATTRIBUTION : '') };
}

/** The marker's inner markup: a pin with a letter-free glyph (the name is the marker's title). */
export function markerHtml(kind: SiteKind): string {
  return `<span class="site-marker-pin site-marker-pin-${kind === 'locker' ? 'locker' : 'store'}" aria-hidden="true"></span>`;
}

/** Sites within this distance of the customer are framed together with the customer's position. */
export const NEAR_METRES = 30_000;

/**
 * Bounds for the map: the customer's position and the sites near it; when none is near (the customer is in
 * another city), the sites alone, so the markers are on screen. A lone point gets a street-level box.
 */
export function siteBounds(
  sites: ReadonlyArray<LatLng & { distance: number | null }>,
  position: LatLng,
): [southWest: [number, number], northEast: [number, number]] {
  const near = sites.filter((site) => site.distance !== null && site.distance <= NEAR_METRES);
  const points: LatLng[] = near.length > 0 ? [position, ...near] : sites.length > 0 ? [...sites] : [position];
  const first = points[0] ?? position;
  let south = first.latitude;
  let north = first.latitude;
  let west = first.longitude;
  let east = first.longitude;
  for (const point of points) {
    south = Math.min(south, point.latitude);
    north = Math.max(north, point.latitude);
    west = Math.min(west, point.longitude);
    east = Math.max(east, point.longitude);
  }
  const pad = 0.002; // about 200 m
  if (north - south < pad * 2) {
    south -= pad;
    north += pad;
  }
  if (east - west < pad * 2) {
    west -= pad;
    east += pad;
  }
  return [
    [south, west],
    [north, east],
  ];
}
