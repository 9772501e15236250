import type { RequestHandler } from 'msw';

/** Mirrors src/api/sys.ts. */
export const sysHandlers: RequestHandler[] = [];
