import type { RequestHandler } from 'msw';

/** Mirrors src/api/receiving.ts. */
export const receivingHandlers: RequestHandler[] = [];
