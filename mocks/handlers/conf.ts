import type { RequestHandler } from 'msw';

/** Mirrors src/api/conf.ts. */
export const confHandlers: RequestHandler[] = [];
