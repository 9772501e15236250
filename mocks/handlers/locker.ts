import type { RequestHandler } from 'msw';

/** Mirrors src/api/locker.ts. */
export const lockerHandlers: RequestHandler[] = [];
