import { PATHS } from '../../src/lib/paths';

/** [route name, path] for each of the spec's 25 routes. */
export const ROUTE_PATHS = Object.entries(PATHS) as [keyof typeof PATHS, string][];
