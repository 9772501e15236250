/**
 * Statuses of shoes sitting in a box, waiting for the customer (collect, maybe after paying something). Apart
 * from the order schema, so that the boot script can tell them without loading valibot (src/app/first-reads.ts).
 */
export const COLLECT_STATUSES = ['to-be-collected', 'overdue', 'price-difference'] as const;

/** Whether an order in this status has its shoes in a box, waiting to be collected. */
export const waitsInBox = (status: unknown): boolean => (COLLECT_STATUSES as readonly unknown[]).includes(status);
