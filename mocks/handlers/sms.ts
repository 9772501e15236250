import type { RequestHandler } from 'msw';

/** Mirrors src/api/sms.ts. */
export const smsHandlers: RequestHandler[] = [];
