/** What the orders feature shares with other features (the cabinet screens, logout). */

export { actionPath, type OverdueKind, overduePaymentPath } from './action-path';
export { type OrderActionKind, orderActions } from './actions';
export { type OrderConfirming, statusConfirming } from './confirming';
export { type FreeStorage, freeStorageStatus, type OvertimeRule } from './countdown';
export { FreeStorageCountdown } from './FreeStorageCountdown';
export { isNetworkFailure, useOnline } from './live';
export { SavedPassCard } from './PickupPassCard';
export { clearPickupPasses, PICKUP_PASSES_KEY, type PickupPass, readPasses, rememberOrders } from './pickup-pass';
export { useNow } from './use-now';
export { useOrderConfirming } from './use-order-confirming';
