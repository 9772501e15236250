import type { RequestHandler } from 'msw';

/** Mirrors src/api/order.ts. */
export const orderHandlers: RequestHandler[] = [];
