import { HttpResponse, http } from 'msw';
import { resetDb } from './db';
import { clearFaults, type FaultSettings, getFaults, setFaults } from './faults';
import { clearStoredObjects } from './handlers/file';
import { jsonBody } from './lib/http';

/**
 * Control endpoints of the mock user-api (not part of the real api): the developer panel and the browser
 * tests use them the same way whether the mock runs in the page or as the HTTP server.
 */
export const controlHandlers = [
  http.post('*/user-api/__mock/reset', () => {
    resetDb();
    clearFaults();
    clearStoredObjects();
    return HttpResponse.json({ code: 200, msg: 'success', data: null });
  }),
  http.get('*/user-api/__mock/faults', () => HttpResponse.json({ code: 200, msg: 'success', data: getFaults() })),
  http.post('*/user-api/__mock/faults', async ({ request }) => {
    const body = await jsonBody<FaultSettings>(request);
    setFaults({ rules: body.rules ?? [], chaos: body.chaos ?? null });
    return HttpResponse.json({ code: 200, msg: 'success', data: getFaults() });
  }),
];
