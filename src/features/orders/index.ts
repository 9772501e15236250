/** What the orders feature shares with other features (the cabinet screens, logout). */
export { type FreeStorage, freeStorageStatus, type OvertimeRule } from './countdown';
export { FreeStorageCountdown } from './FreeStorageCountdown';
export { type OverdueKind, overduePaymentPath } from './OrderActionBar';
export { clearPickupPasses, PICKUP_PASSES_KEY } from './pickup-pass';
