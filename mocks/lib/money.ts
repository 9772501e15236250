/** Amounts are yuan with two decimals: every sum the mock stores is rounded so, as a real ledger would be. */
export const round2 = (value: number) => Math.round(value * 100) / 100;
