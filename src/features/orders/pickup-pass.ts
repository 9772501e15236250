import * as v from 'valibot';
import type { Order } from '../../api/schemas/order';
import { waitsInBox } from '../../api/schemas/order-statuses';
import type { Id } from '../../lib/id';
import { readStored, removeStored, writeStored } from '../../lib/storage';

/**
 * Pickup passes without signal: an order waiting to be collected that the customer opened once keeps its
 * pickup code, box and cabinet on this phone, so they can be shown again in a basement with no network,
 * marked as possibly out of date. Only what the pass shows is kept (no name, phone or address), at most
 * `MAX_PASSES`, newest first. Logging out should remove them (`clearPickupPasses`).
 */
export const PICKUP_PASSES_KEY = 'pickupPasses';
export const MAX_PASSES = 10;

/** An id as kept on the phone: its digits; a pass saved when ids were numbers is read as its digits too. */
const storedIdSchema = v.pipe(
  v.union([v.pipe(v.number(), v.safeInteger(), v.minValue(0)), v.pipe(v.string(), v.regex(/^\d{1,30}$/))]),
  v.transform((value): Id => String(value)),
);

const passSchema = v.object({
  orderId: storedIdSchema,
  orderInfoId: v.nullable(storedIdSchema),
  orderNo: v.string(),
  status: v.string(),
  pickupCode: v.string(),
  boxNo: v.string(),
  /** The cabinet's (or store's) name as the customer last saw it. */
  place: v.string(),
  lockerNo: v.nullable(v.string()),
  freeUntil: v.nullable(v.date()),
  savedAt: v.date(),
});
export type PickupPass = v.InferOutput<typeof passSchema>;

const passesSchema = v.array(passSchema);

/** The pass of an order waiting in a box, or null when the order has none (not in a box, no code). */
export function passFromOrder(order: Order, now: Date = new Date()): PickupPass | null {
  if (!waitsInBox(order.status) || !order.pickupCode || !order.boxNo) return null;
  const place = order.locker?.name ?? order.store?.name ?? order.locker?.lockerNo ?? '';
  return {
    orderId: order.id,
    orderInfoId: order.orderInfoId,
    orderNo: order.orderNo,
    status: order.status,
    pickupCode: order.pickupCode,
    boxNo: order.boxNo,
    place,
    lockerNo: order.locker?.lockerNo ?? null,
    freeUntil: order.freeUntil,
    savedAt: now,
  };
}

/** Puts a pass first (replacing the order's older one) and keeps at most `max`. */
export function upsertPass(list: readonly PickupPass[], pass: PickupPass, max = MAX_PASSES): PickupPass[] {
  return [pass, ...list.filter((item) => item.orderId !== pass.orderId)].slice(0, max);
}

export function withoutOrder(list: readonly PickupPass[], orderId: Id): PickupPass[] {
  return list.filter((item) => item.orderId !== orderId);
}

/**
 * What the list becomes after seeing `order` from the server: the customer opened it (`opened`): its pass is
 * saved or refreshed; seen in a list: an existing pass is refreshed in place, never added. An order no longer
 * waiting in a box (collected, refunded) loses its pass.
 */
export function afterSeeing(
  list: readonly PickupPass[],
  order: Order,
  { opened, now = new Date() }: { opened: boolean; now?: Date },
): PickupPass[] {
  const pass = passFromOrder(order, now);
  const index = list.findIndex((item) => item.orderId === order.id);
  if (!pass) return index === -1 ? [...list] : withoutOrder(list, order.id);
  if (opened) return upsertPass(list, pass);
  if (index === -1) return [...list];
  const next = [...list];
  next[index] = pass;
  return next;
}

export function readPasses(): PickupPass[] {
  return readStored(PICKUP_PASSES_KEY, passesSchema, []);
}

export function findPass(orderId: Id): PickupPass | undefined {
  return readPasses().find((item) => item.orderId === orderId);
}

function save(list: PickupPass[]) {
  if (list.length === 0) removeStored(PICKUP_PASSES_KEY);
  else writeStored(PICKUP_PASSES_KEY, list);
}

/** Keeps the passes in step with orders just read from the server (see `afterSeeing`). */
export function rememberOrders(orders: readonly Order[], { opened }: { opened: boolean }): void {
  const before = readPasses();
  let list = before;
  const now = new Date();
  for (const order of orders) list = afterSeeing(list, order, { opened, now });
  const same =
    list.length === before.length &&
    list.every((item, i) => {
      const old = before[i];
      return (
        old !== undefined &&
        old.orderId === item.orderId &&
        old.status === item.status &&
        old.pickupCode === item.pickupCode &&
        old.boxNo === item.boxNo &&
        old.place === item.place
      );
    });
  // Seen in a list with nothing new: keep the saved time (it tells how old the pass is).
  if (!opened && same) return;
  save(list);
}

/** Forgets every pass (on logout). */
export function clearPickupPasses(): void {
  removeStored(PICKUP_PASSES_KEY);
}
