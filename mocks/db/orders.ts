import type { CoreTables } from './core';

/** Order family tables (sites, stores, lockers, boxes, orders): filled by the orders work. */
export type OrderTables = Record<never, never>;

export function seedOrders(_core: CoreTables): OrderTables {
  return {};
}
