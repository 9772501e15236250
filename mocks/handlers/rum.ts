import { HttpResponse, http, type RequestHandler } from 'msw';
import { api, ok } from '../lib/http';

/**
 * The mock's collector of field reports (src/app/rum.ts) at `/user-api/__mock/rum`: no call of the user-api, so
 * it sits with the mock's own endpoints, where faults, the lean mode and the bare writes never reach. The browser
 * suite's production build sends its reports here (scripts/test-all.ts), through the web server's /user-api proxy
 * like every call; `VITE_RUM_URL=/user-api/__mock/rum npm start` does too (mocks/devpanel/field-report-beacons.ts).
 * The developer panel and the browser tests read the last ones back with a GET.
 */
export const RUM_PATH = '/__mock/rum';

/** A received report, as the app sent it, with the time it arrived. */
export type ReceivedFieldReport = {
  receivedAt: number;
  version: string;
  host: string;
  locale: string;
  events: Array<Record<string, unknown> & { kind: string; route: string }>;
};

/** A phone's beacon is at most 64 KB; the app sends a few KB. */
const MAX_BODY = 64 * 1024;
const KEPT = 20;
let received: ReceivedFieldReport[] = [];

function parseReport(text: string): Omit<ReceivedFieldReport, 'receivedAt'> | null {
  try {
    const body = JSON.parse(text) as Partial<ReceivedFieldReport> | null;
    if (!body || !Array.isArray(body.events) || typeof body.version !== 'string') return null;
    return { version: body.version, host: String(body.host), locale: String(body.locale), events: body.events };
  } catch {
    return null;
  }
}

/** Forgets every report (tests). */
export function clearFieldReports(): void {
  received = [];
}

/** A beacon reads no answer: 204, or 400 for what is no report, as a real collector would. */
async function receive({ request }: { request: Request }) {
  const text = await request.clone().text();
  const report = text.length <= MAX_BODY ? parseReport(text) : null;
  if (!report) return new HttpResponse(null, { status: 400 });
  received = [{ receivedAt: Date.now(), ...report }, ...received].slice(0, KEPT);
  return new HttpResponse(null, { status: 204 });
}

export const rumHandlers: RequestHandler[] = [
  http.post(api(RUM_PATH), receive),
  // the last reports, newest first
  http.get(api(RUM_PATH), () => ok(received)),
];
