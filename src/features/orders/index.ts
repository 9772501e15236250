/** What the orders feature shares with other features (the cabinet screens, logout). */

export { actionPath, type OverdueKind, overduePaymentPath } from './action-path';
export { type OrderActionKind, orderActions } from './actions';
export { type FreeStorage, freeStorageStatus, type OvertimeRule } from './countdown';
export { FreeStorageCountdown } from './FreeStorageCountdown';
export { clearPickupPasses, PICKUP_PASSES_KEY } from './pickup-pass';
export { useNow } from './use-now';
