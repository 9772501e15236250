import type { RequestHandler } from 'msw';

/** Mirrors src/api/activity.ts. */
export const activityHandlers: RequestHandler[] = [];
