import type { OrderPaymentRow } from './tables';

/** A payment as the paying calls answer it, with what the customer pays through. */

/** A fake but stable signature: the same trade always gets the same parameters. */
function chatAppParams(tradeNo: string) {
  const hash = Array.from(tradeNo).reduce((acc, char) => (acc * 31 + char.charCodeAt(0)) >>> 0, 7);
  return {
    appId: 'wxmock0000000001',
    timeStamp: String(Math.floor(Number(tradeNo.slice(2, 15)) / 1000) || 0),
    nonceStr: hash.toString(36).padStart(8, '0'),
    package: `prepay_id=${tradeNo}`,
    signType: 'RSA',
    paySign: `mock-${hash.toString(16)}`,
  };
}

/**
 * The mock card payment page, as the wallet's top-ups have it (`<api base>/__mock/pay/page?tradeNo=…`);
 * `apiBase` is the user-api base URL the request came to.
 */
export function cardPayUrl(apiBase: string, tradeNo: string, returnUrl: string | null): string {
  const query = new URLSearchParams({ tradeNo });
  if (returnUrl) query.set('returnUrl', returnUrl);
  return `${apiBase}/__mock/pay/page?${query.toString()}`;
}

/** A payment just started or found again, and the wallet balance after it when it was paid by balance. */
export type PaymentStart = { row: OrderPaymentRow; balance: number | null };

/** The answer of a paying call (`paymentSchema` in src/api/schemas/order.ts). */
export function paymentView({ row, balance }: PaymentStart, apiBase: string) {
  const pending = row.status === 'pending';
  return {
    tradeNo: row.tradeNo,
    payMethod: row.payMethod,
    amount: row.amount,
    paid: row.status === 'paid',
    orderIds: row.orderIds,
    payParams: row.payMethod === 'chat-app' && pending ? chatAppParams(row.tradeNo) : null,
    payUrl: row.payMethod === 'card' && pending ? cardPayUrl(apiBase, row.tradeNo, row.returnUrl) : null,
    balance,
  };
}
