import type { RequestHandler } from 'msw';

/** Mirrors src/api/ad.ts. */
export const adHandlers: RequestHandler[] = [];
