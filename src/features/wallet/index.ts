/** What the wallet feature shares: the balance card, and the record labels. */
export { BalanceCard } from './BalanceCard';
export { type AmountTone, billKindKey, signedAmount } from './bills';
