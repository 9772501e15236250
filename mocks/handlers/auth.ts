import type { RequestHandler } from 'msw';

/** Mirrors src/api/auth.ts. */
export const authHandlers: RequestHandler[] = [];
