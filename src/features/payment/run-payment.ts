import type { Bridge, ChatAppPayParams } from '../../bridge';

/**
 * One payment flow for ordering, top-up, price difference and overdue fees (CONTRACT.md, Paying):
 * 1. `start(method)` asks the server to pay (balance completes there at once; chat-app answers parameters for
 *    the bridge; card answers a payment page URL);
 * 2. the bridge runs the chat-app payment, or leaves for the card payment page (which returns to `returnUrl`);
 * 3. whatever the client-side callback said, `readBack()` asks the server, and only its answer counts.
 */
export type PayMethod = 'balance' | 'chat-app' | 'card';

/** What the server answered to "pay": the shape shared by `/order/*` payments and `/wallet/recharge`. */
export type PaymentStart = {
  paid: boolean;
  payParams?: ChatAppPayParams | null;
  payUrl?: string | null;
};

/**
 * - `paid`: the server says it is paid.
 * - `unpaid`: the server says it is not (cancelled, failed, or not confirmed yet).
 * - `cancelled`: the customer cancelled in the chat app; the server was asked and says unpaid.
 * - `redirected`: the page is leaving for the card payment page.
 * - `unsupported`: this host cannot pay this way.
 */
export type PaymentResult = 'paid' | 'unpaid' | 'cancelled' | 'redirected' | 'unsupported';

export type RunPaymentOptions = {
  bridge: Bridge;
  method: PayMethod;
  start: (method: PayMethod) => Promise<PaymentStart>;
  /** Reads the order or top-up back from the server: is it paid now? */
  readBack: () => Promise<boolean>;
  /** How often and how long to re-read while a chat-app payment the client saw as ok is not confirmed yet. */
  confirmAttempts?: number;
  confirmDelayMs?: number;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runPayment({
  bridge,
  method,
  start,
  readBack,
  confirmAttempts = 5,
  confirmDelayMs = 800,
}: RunPaymentOptions): Promise<PaymentResult> {
  if (method === 'chat-app' && !bridge.env.canPay.chatApp) return 'unsupported';
  if (method === 'card' && !bridge.env.canPay.card) return 'unsupported';

  const started = await start(method); // an ApiError here was already shown by the client: let it through

  if (method === 'balance') return started.paid || (await readBack()) ? 'paid' : 'unpaid';

  if (method === 'card') {
    if (!started.payUrl) return (await readBack()) ? 'paid' : 'unpaid';
    const outcome = await bridge.pay({ method: 'card', payUrl: started.payUrl });
    if (outcome === 'unsupported') return 'unsupported';
    // The page normally leaves for the payment page; if it came back at once, ask the server.
    if (outcome === 'client-ok') return 'redirected';
    return (await readBack()) ? 'paid' : outcome === 'cancelled' ? 'cancelled' : 'unpaid';
  }

  if (!started.payParams) return (await readBack()) ? 'paid' : 'unpaid';
  const outcome = await bridge.pay({ method: 'chat-app', params: started.payParams });
  if (outcome === 'unsupported') return 'unsupported';
  // The server's answer is the truth; a client "ok" may arrive before the server hears of the payment.
  const attempts = outcome === 'client-ok' ? confirmAttempts : 1;
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (await readBack()) return 'paid';
    if (attempt < attempts - 1) await wait(confirmDelayMs);
  }
  return outcome === 'cancelled' ? 'cancelled' : 'unpaid';
}
