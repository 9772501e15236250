import type { RequestHandler } from 'msw';

/** Mirrors src/api/expand.ts. */
export const expandHandlers: RequestHandler[] = [];
