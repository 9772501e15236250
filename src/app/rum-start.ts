import { localeAtom } from '../state/locale';
import type { getAppStore } from '../state/store';
import { firstScreenShown } from './first-screen';

/** `VITE_RUM_URL` at build time: where the field reports go (./rum.ts). Unset, nothing is collected or sent. */
const RUM_URL: string = import.meta.env.VITE_RUM_URL ?? '';

/** A first screen that never marks itself shown (an unknown path) still gets its reports, this much later. */
const AT_THE_LATEST_MS = 5000;

let started = false;

/**
 * Loads the field reports once the first screen is on display: their code (web-vitals among it) is no part of
 * the first load, and the metrics lose nothing by it, as the browser keeps the entries they are measured from.
 */
export function reportFieldData(store: ReturnType<typeof getAppStore>): void {
  if (!RUM_URL || started) return;
  started = true;
  const atTheLatest = new Promise((resolve) => setTimeout(resolve, AT_THE_LATEST_MS));
  void Promise.race([firstScreenShown, atTheLatest])
    .then(() => import('./rum'))
    .then(({ startFieldReports }) => startFieldReports({ endpoint: RUM_URL, locale: () => store.get(localeAtom) }))
    .catch(() => undefined); // offline, or a new build replaced the chunk: this page goes unreported
}
