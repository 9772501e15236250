import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock user-api for vitest (`onUnhandledRequest: 'error'` is set in vitest.setup.ts). */
export const server = setupServer(...handlers);
