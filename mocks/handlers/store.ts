import type { RequestHandler } from 'msw';

/** Mirrors src/api/store.ts. */
export const storeHandlers: RequestHandler[] = [];
