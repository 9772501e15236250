import type { Bridge, ChatAppPayParams } from '../../bridge';
import { CONFIRM_DELAYS_MS } from '../payment-confirming';
import type { PayMethod } from '../payment-method';

export type { PayMethod };

/**
 * One payment flow for ordering, top-up, price difference and overdue fees (CONTRACT.md, Paying):
 * 1. `start(method)` asks the server to pay (balance completes there at once; chat-app answers parameters for
 *    the bridge; card answers a payment page URL);
 * 2. the bridge runs the chat-app payment, or leaves for the card payment page (which returns to `returnUrl`);
 * 3. whatever the client-side callback said, `readBack()` asks the server, and only its answer counts; after a
 *    client ok it asks again with growing pauses, and "not heard yet" is its own outcome, never a failure.
 */

/** What the server answered to "pay": the shape shared by `/order/*` payments and `/wallet/recharge`. */
export type PaymentStart = {
  paid: boolean;
  payParams?: ChatAppPayParams | null;
  payUrl?: string | null;
};

/**
 * - `paid`: the server says it is paid.
 * - `unpaid`: the server says it is not, after the chat app said it failed (or the server was asked at once).
 * - `cancelled`: the customer cancelled in the chat app; the server was asked and says unpaid.
 * - `confirming`: the chat app said ok, and the server had not heard of the payment when the app stopped
 *   asking: not a failure, "not heard yet" (./confirming.ts).
 * - `redirected`: the page is leaving for the card payment page.
 * - `unsupported`: this host cannot pay this way.
 */
export type PaymentResult = 'paid' | 'unpaid' | 'cancelled' | 'confirming' | 'redirected' | 'unsupported';

export type RunPaymentOptions = {
  bridge: Bridge;
  method: PayMethod;
  start: (method: PayMethod) => Promise<PaymentStart>;
  /** Reads the order or top-up back from the server: is it paid now? */
  readBack: () => Promise<boolean>;
  /**
   * The client side is done and did not say no: the chat app said ok, or the page is about to leave for the
   * card payment page. From here on only the server can say the payment failed.
   */
  onClientOk?: () => void;
  /** The app starts waiting for the server's word after the chat app's ok (the screen shows it). */
  onConfirming?: () => void;
  /** The pauses between read-backs after the chat app's ok (./confirming.ts). */
  confirmDelaysMs?: readonly number[];
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads back after the chat app's ok until the server says paid or the pauses are used up. */
async function confirm(readBack: () => Promise<boolean>, delays: readonly number[]): Promise<'paid' | 'confirming'> {
  for (let attempt = 0; attempt <= delays.length; attempt++) {
    // a read that fails (the network dropped) is "not heard yet", never a failed payment
    if (await readBack().catch(() => false)) return 'paid';
    const delay = delays[attempt];
    if (delay !== undefined) await wait(delay);
  }
  return 'confirming';
}

export async function runPayment({
  bridge,
  method,
  start,
  readBack,
  onClientOk,
  onConfirming,
  confirmDelaysMs = CONFIRM_DELAYS_MS,
}: RunPaymentOptions): Promise<PaymentResult> {
  if (method === 'chat-app' && !bridge.env.canPay.chatApp) return 'unsupported';
  if (method === 'card' && !bridge.env.canPay.card) return 'unsupported';

  const started = await start(method); // an ApiError here was already shown by the client: let it through

  if (started.paid) return 'paid';
  if (method === 'balance') return (await readBack()) ? 'paid' : 'unpaid';

  if (method === 'card') {
    if (!started.payUrl) return (await readBack()) ? 'paid' : 'unpaid';
    // remembered before the page leaves: the screen it comes back to shows the payment being confirmed
    onClientOk?.();
    const outcome = await bridge.pay({ method: 'card', payUrl: started.payUrl });
    if (outcome === 'unsupported') return 'unsupported';
    // The page normally leaves for the payment page; if it came back at once, ask the server.
    if (outcome === 'client-ok') return 'redirected';
    return (await readBack()) ? 'paid' : outcome === 'cancelled' ? 'cancelled' : 'unpaid';
  }

  if (!started.payParams) return (await readBack()) ? 'paid' : 'unpaid';
  const outcome = await bridge.pay({ method: 'chat-app', params: started.payParams });
  if (outcome === 'unsupported') return 'unsupported';
  if (outcome !== 'client-ok') return (await readBack()) ? 'paid' : outcome === 'cancelled' ? 'cancelled' : 'unpaid';
  // The server's answer is the truth; a client "ok" may arrive seconds or tens of seconds before it hears.
  onClientOk?.();
  onConfirming?.();
  return confirm(readBack, confirmDelaysMs);
}
