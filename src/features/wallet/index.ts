/** What the wallet feature shares: the balance card, the record labels, and the paged-list pieces. */
export { BalanceCard } from './BalanceCard';
export { type AmountTone, billKindKey, signedAmount } from './bills';
export { LoadMore } from './LoadMore';
export { billPagesQuery } from './queries';
export { isRechargeCredited } from './recharge-status';
