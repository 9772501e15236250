import type { RouteChunks } from '../../scripts/route-chunks';

/** The element in index.html that lists each route's built files (scripts/vite-boot.ts, scripts/route-chunks.ts). */
export const ROUTE_FILES_META = 'meta[name="app-route-chunks"]';

/**
 * The files `routes` need beyond the app's entry, and those of `locale`'s texts, each once, from that list (its
 * `content`). None where the list is missing (the dev server) or unreadable: only speed depends on it. Read by
 * the boot script for the opened screen (src/boot/boot.ts) and by the app for the likely next ones
 * (src/app/likely-screens.ts).
 */
export function routeFiles(list: string | null | undefined, routes: readonly string[], locale?: string): string[] {
  if (!list) return [];
  try {
    const { files, routes: byRoute, locales } = JSON.parse(list) as RouteChunks;
    const needed = new Set([
      ...routes.flatMap((route) => byRoute[route] ?? []),
      ...(locale ? (locales?.[locale] ?? []) : []),
    ]);
    return [...needed].flatMap((at) => files[at] ?? []);
  } catch {
    return [];
  }
}
