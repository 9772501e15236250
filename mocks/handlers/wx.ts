import type { RequestHandler } from 'msw';

/** Mirrors src/api/wx.ts. */
export const wxHandlers: RequestHandler[] = [];
