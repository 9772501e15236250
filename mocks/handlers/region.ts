import type { RequestHandler } from 'msw';

/** Mirrors src/api/region.ts. */
export const regionHandlers: RequestHandler[] = [];
