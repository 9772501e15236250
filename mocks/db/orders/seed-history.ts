import { HOUR_MS, MINUTE_MS } from '../../lib/time';
import { addFlow, type FlowStep } from './flow';
import type { OrderRow } from './tables';
import { FREE_STORAGE_MS } from './terms';

/** Flow steps (with times and photos) that match where a seeded order stands. */
export function seedHistory(
  row: OrderRow,
  now: number,
  lockerLabel: string | null,
  photos: { inPhotos: (tag: string) => string[]; outPhoto: (tag: string) => string[] },
) {
  const created = Date.parse(row.createdAt);
  const tag = `#${row.id}`;
  let t = created;
  const step = (name: FlowStep, afterMs: number, stepPhotos: string[] = [], operator: string | null = null) => {
    t = Math.min(t + afterMs, now - MINUTE_MS);
    addFlow(row, name, t, stepPhotos, operator);
  };
  addFlow(row, 'created', created);
  if (row.status === 'unpaid') return;
  step('paid', 2 * MINUTE_MS);
  if (row.status === 'refund') {
    step('refund-requested', 20 * MINUTE_MS);
    step('refunded', 5 * MINUTE_MS, [], 'Customer service');
    return;
  }
  if (row.kind === 'online' && row.lockerNo) step('bound', 30 * MINUTE_MS, [], lockerLabel);
  if (row.status === 'to-be-stored') return;
  if (row.kind !== 'door-to-door') step('stored', 20 * MINUTE_MS, [], lockerLabel);
  if (row.status === 'pending-acceptance') return;
  const received = photos.inPhotos(tag);
  step('accepted', 3 * HOUR_MS, received, 'Courier Li Wei');
  step('cleaning', 2 * HOUR_MS, [], 'Washer Chen Jing');
  row.photos = [...received];
  if (row.status === 'cleaning') return;
  if (row.priceDifference) step('price-difference', 2 * HOUR_MS, [received[0] ?? ''], 'Washer Chen Jing');
  const cleaned = photos.outPhoto(tag);
  const freeFrom = row.freeUntil ? Date.parse(row.freeUntil) - FREE_STORAGE_MS : t + 6 * HOUR_MS;
  t = Math.max(t, Math.min(freeFrom, now - MINUTE_MS));
  addFlow(row, 'cleaned', t, cleaned, 'Courier Li Wei');
  row.photos = [...received, ...cleaned].slice(0, 3);
  if (row.status === 'overdue' && row.freeUntil) {
    addFlow(row, 'overdue', Date.parse(row.freeUntil));
    return;
  }
  if (row.status === 'completed') step('collected', 20 * HOUR_MS, [], lockerLabel);
}
