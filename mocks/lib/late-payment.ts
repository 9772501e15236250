/**
 * How late the payment provider tells the server of a payment when the developer panel (or the card page)
 * says 'late': 10 s after the customer's ok, as real payment notifications often are. The app keeps reading
 * a payment back for at least 60 s (CONTRACT.md, "Paying"), so a late one ends paid, never failed.
 */
export const LATE_CONFIRM_MS = 10_000;
