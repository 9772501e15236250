import { delay, getResponse, HttpResponse, http, type RequestHandler } from 'msw';
import { saveDb } from './db';

/**
 * Network faults the developer panel and the tests can switch on for the mock user-api: a whole call family
 * (the first path segment, `order` for `/order/order-list`) or one path fails in a chosen way, for ever or
 * for the next N calls. Chaos mode fails a share of all calls at random (seeded) and adds latency.
 * `lostAnswer`: the server does the work, and its answer is lost on the way (the connection drops after it).
 */
export const FAULTS = [
  'http500',
  'session401',
  'business400',
  'business500',
  'network',
  'timeout',
  'malformed',
  'html',
  'nullData',
  'slow',
  'lostAnswer',
] as const;
export type Fault = (typeof FAULTS)[number];

export type FaultRule = { target: string; fault: Fault; times?: number };
export type Chaos = { rate: number; maxLatencyMs: number; seed: number };
export type FaultSettings = { rules: FaultRule[]; chaos: Chaos | null };

const empty = (): FaultSettings => ({ rules: [], chaos: null });
let settings: FaultSettings = empty();
let store: { load(): FaultSettings | null; save(s: FaultSettings): void } | null = null;
let random = mulberry32(1);

/** Deterministic random numbers, so a chaos run can be replayed from its seed. */
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function setFaultStore(next: typeof store): void {
  store = next;
  settings = next?.load() ?? empty();
  random = mulberry32(settings.chaos?.seed ?? 1);
}

export function getFaults(): FaultSettings {
  return settings;
}

export function setFaults(next: FaultSettings): void {
  settings = { rules: next.rules.filter((rule) => FAULTS.includes(rule.fault)), chaos: next.chaos };
  random = mulberry32(settings.chaos?.seed ?? 1);
  store?.save(settings);
}

export function clearFaults(): void {
  setFaults(empty());
}

/** The user-api path of a request: `/order/order-list`. */
export function apiPath(request: Request): string {
  const { pathname } = new URL(request.url);
  const at = pathname.indexOf('/user-api/');
  return at === -1 ? pathname : pathname.slice(at + '/user-api'.length);
}

function pickFault(path: string): Fault | undefined {
  const family = path.split('/')[1] ?? '';
  const index = settings.rules.findIndex((rule) => rule.target === path || rule.target === family);
  const rule = settings.rules[index];
  if (rule) {
    if (rule.times !== undefined) {
      const rules = [...settings.rules];
      if (rule.times <= 1) rules.splice(index, 1);
      else rules[index] = { ...rule, times: rule.times - 1 };
      setFaults({ ...settings, rules });
    }
    return rule.fault;
  }
  if (settings.chaos && random() < settings.chaos.rate) {
    const kinds: Fault[] = ['http500', 'network', 'business500', 'malformed'];
    return kinds[Math.floor(random() * kinds.length)];
  }
  return undefined;
}

/** The response a fault gives; `undefined` lets the real handler answer. */
async function faultResponse(fault: Fault): Promise<Response | undefined> {
  switch (fault) {
    case 'http500':
      return new HttpResponse('Internal Server Error', { status: 500 });
    case 'session401':
      return HttpResponse.json({ code: 401, msg: 'Login expired, please log in again', data: null });
    case 'business400':
      return HttpResponse.json({ code: 400, msg: 'The request could not be handled', data: null });
    case 'business500':
      return HttpResponse.json({ code: 500, msg: 'Service busy, please try again', data: null });
    case 'network':
      return HttpResponse.error();
    case 'timeout':
      await delay('infinite');
      return undefined;
    case 'malformed':
      return HttpResponse.json({ code: 200, msg: 'success', data: { unexpected: true, list: 'not-a-list' } });
    case 'html':
      return new HttpResponse('<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>', {
        status: 200,
        headers: { 'Content-Type': 'text/html' },
      });
    case 'nullData':
      return HttpResponse.json({ code: 200, msg: 'success', data: null });
    case 'slow':
      await delay(3000);
      return undefined;
    case 'lostAnswer':
      return undefined; // the handler below does the work first
  }
}

/**
 * Put first in the handler list, over the handlers that answer (`answering`, for a lost answer's work):
 * applies a matching fault, or falls through to them.
 */
export function faultHandler(answering: () => RequestHandler[]): RequestHandler {
  return http.all('*/user-api/*', async ({ request }) => {
    const path = apiPath(request);
    if (path.startsWith('/__mock/')) return undefined;
    if (settings.chaos && settings.chaos.maxLatencyMs > 0)
      await delay(Math.floor(random() * settings.chaos.maxLatencyMs));
    const fault = pickFault(path);
    if (fault === 'lostAnswer') {
      await getResponse(answering(), request.clone());
      saveDb(); // done on the server, as a real one keeps it, though no answer goes out
      return HttpResponse.error();
    }
    return fault ? faultResponse(fault) : undefined;
  });
}
