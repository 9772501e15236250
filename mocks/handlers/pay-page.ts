import { HttpResponse, http, type RequestHandler } from 'msw';
import { getDb } from '../db';
import { settleRecharge } from '../db/commerce';
import { confirmOrderPayment } from '../db/orders';
import { formBody, stringParam } from '../lib/http';
import { LATE_CONFIRM_MS } from '../lib/late-payment';

/**
 * The card provider's payment page the app leaves for (`payUrl`: `<api base>/__mock/pay/page?tradeNo=…&
 * returnUrl=…`): with mocks off in a plain browser, a card payment goes here, the developer pays, declines or
 * cancels, and the page sends the customer back to `returnUrl`, as a real card page would. A plain form, no
 * script. (In mock mode the mock bridge settles card payments itself.) Paying can also be heard by the server
 * late (LATE_CONFIRM_MS after the page sent the customer back) or never, as a provider's notification may be.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Only a web address goes back; anything else (a script URL, garbage) stays on this page. */
function safeReturnUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Whether `tradeNo` is a payment the server started (a top-up's or an order's). */
function knows(tradeNo: string): boolean {
  const db = getDb();
  return (
    db.recharges.some((row) => row.rechargeNo === tradeNo) || db.orderPayments.some((row) => row.tradeNo === tradeNo)
  );
}

/**
 * The address the page sends the customer back to, saying what the customer did there (`payResult`: paid,
 * failed or cancelled, before the `#`), as card providers do: the app may believe a cancel or a decline at
 * once, while only the server can say paid.
 */
function withPayResult(back: string, outcome: string): string {
  const url = new URL(back);
  url.searchParams.set(
    'payResult',
    outcome.startsWith('paid') ? 'paid' : outcome === 'failed' ? 'failed' : 'cancelled',
  );
  return url.href;
}

function settle(tradeNo: string, outcome: 'paid' | 'failed'): boolean {
  const db = getDb();
  const recharge = db.recharges.find((row) => row.rechargeNo === tradeNo);
  if (recharge) {
    settleRecharge(db, recharge, outcome);
    return true;
  }
  return confirmOrderPayment(db, tradeNo, outcome) !== null;
}

function page(tradeNo: string, returnUrl: string | null, action: string): string {
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const button = (outcome: string, label: string) =>
    `<button name="outcome" value="${outcome}" style="display:block;width:100%;margin:8px 0;padding:12px;font-size:16px">${label}</button>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Mock card payment</title></head>
<body style="font-family:sans-serif;max-width:420px;margin:24px auto;padding:0 16px">
<h1 style="font-size:20px">Mock card payment</h1><p>Payment ${escapeHtml(tradeNo)}</p>
<form method="post" action="${escapeHtml(action)}">${hidden('tradeNo', tradeNo)}${hidden('returnUrl', returnUrl ?? '')}
${button('paid', 'Pay')}${button('paid-late', 'Pay, the server hears of it 10 s later')}${button('paid-never', 'Pay, the server never hears of it')}
${button('failed', 'Decline')}${button('cancelled', 'Cancel')}</form></body></html>`;
}

export const payPageHandlers: RequestHandler[] = [
  http.get('*/user-api/__mock/pay/page', ({ request }) => {
    const tradeNo = stringParam(request, 'tradeNo') ?? '';
    const action = new URL(request.url).pathname;
    return HttpResponse.html(page(tradeNo, safeReturnUrl(stringParam(request, 'returnUrl')), action));
  }),
  http.post('*/user-api/__mock/pay/page', async ({ request }) => {
    const form = await formBody(request).catch(() => new FormData());
    const tradeNo = String(form.get('tradeNo') ?? '');
    const outcome = String(form.get('outcome') ?? '');
    if ((outcome === 'paid' || outcome === 'failed') && !settle(tradeNo, outcome))
      return HttpResponse.text(`No payment ${tradeNo}`, { status: 404 });
    if (outcome === 'paid-late' || outcome === 'paid-never') {
      if (!knows(tradeNo)) return HttpResponse.text(`No payment ${tradeNo}`, { status: 404 });
      if (outcome === 'paid-late') setTimeout(() => settle(tradeNo, 'paid'), LATE_CONFIRM_MS);
    }
    const back = safeReturnUrl(String(form.get('returnUrl') ?? ''));
    return back
      ? new HttpResponse(null, { status: 303, headers: { Location: withPayResult(back, outcome) } })
      : HttpResponse.text(`Payment ${outcome}`);
  }),
];
