import type { RequestHandler } from 'msw';

/** Mirrors src/api/site.ts. */
export const siteHandlers: RequestHandler[] = [];
