import type { RequestHandler } from 'msw';

/** Mirrors src/api/wallet.ts. */
export const walletHandlers: RequestHandler[] = [];
