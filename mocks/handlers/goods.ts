import type { RequestHandler } from 'msw';

/** Mirrors src/api/goods.ts. */
export const goodsHandlers: RequestHandler[] = [];
