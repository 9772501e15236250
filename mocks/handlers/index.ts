import type { RequestHandler } from 'msw';
import { controlHandlers } from '../control';
import { faultHandler } from '../faults';
import { shopHandlers } from './shop';

/** Every handler of the mock user-api, in one list used by the browser worker, vitest and the HTTP server. */
export const handlers: RequestHandler[] = [faultHandler, ...controlHandlers, ...shopHandlers];
