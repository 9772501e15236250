import type { RequestHandler } from 'msw';

/** Mirrors src/api/file.ts. */
export const fileHandlers: RequestHandler[] = [];
