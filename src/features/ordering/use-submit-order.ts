import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { type CreateOrderInput, getOrder, newRequestId, orderMutations } from '../../api/order';
import type { Order } from '../../api/schemas/order';
import { PATHS, withQuery } from '../../lib/paths';
import { useSingleFlight } from '../../ui/use-single-flight';
import { type PayMethod, type PaymentStart, usePayment } from '../payment';

export type OrderRequest = Omit<CreateOrderInput, 'requestId' | 'payMethod' | 'returnUrl'>;

/** Where a card payment page sends the customer back: the order's detail. */
export function orderReturnUrl(orderId: number): string {
  return `${location.origin}${location.pathname}#${withQuery(PATHS.orderDetail, { id: orderId })}`;
}

/**
 * Creates the order once and pays it (orderMutations.create and .groupPay, whose refreshes show the new order,
 * the balance and the cabinet's boxes wherever they are on screen):
 * - one `requestId` for the whole life of the form, so a double tap or a retry answers the same order;
 * - pay at once with the create call (balance, chat-app), or create then `group-pay` (card, whose return URL
 *   names the order; and any retry of an order that exists but is unpaid);
 * - the server is asked afterwards whether the order is paid; only its answer counts.
 * `onOrderExists` runs once the payment step is over and only if the order exists (the cart is cleared then,
 * never before, and never when nothing was created).
 */
export function useSubmitOrder({ onOrderExists }: { onOrderExists: (order: Order) => void }) {
  const [, navigate] = useLocation();
  const requestId = useRef(newRequestId());
  const created = useRef<Order | null>(null);
  const { pending: sending, run: once } = useSingleFlight();
  const [unpaid, setUnpaid] = useState<Order | null>(null);
  const { pay, pending } = usePayment();
  const createOrder = useMutation(orderMutations.create()).mutateAsync;
  const groupPay = useMutation(orderMutations.groupPay()).mutateAsync;

  const told = useRef(false);
  const remember = useCallback((order: Order) => {
    created.current = order;
  }, []);

  const run = useCallback(
    async (method: PayMethod, request: OrderRequest | null) => {
      const start = async (payMethod: PayMethod): Promise<PaymentStart> => {
        const existing = created.current;
        if (existing) {
          return groupPay({
            orderIds: [existing.id],
            payMethod,
            ...(payMethod === 'card' ? { returnUrl: orderReturnUrl(existing.id) } : {}),
          });
        }
        if (!request) throw new Error('Nothing to order');
        if (payMethod === 'card') {
          const { order } = await createOrder({ ...request, requestId: requestId.current });
          remember(order);
          return groupPay({ orderIds: [order.id], payMethod, returnUrl: orderReturnUrl(order.id) });
        }
        const { order, payment } = await createOrder({ ...request, requestId: requestId.current, payMethod });
        remember(order);
        return payment ?? { paid: order.status !== 'unpaid' };
      };
      const readBack = async () => {
        const order = created.current;
        if (!order) return false;
        const fresh = await getOrder(order.id);
        created.current = fresh;
        return fresh.status !== 'unpaid';
      };

      const result = await pay({ method, start, readBack, failureText: 'order' });
      const order = created.current;
      if (!order) return result; // nothing was created: the form stays as typed
      if (!told.current) {
        told.current = true;
        onOrderExists(order);
      }
      if (result === 'paid') navigate(withQuery(PATHS.orderDetail, { id: order.id }), { replace: true });
      else if (result !== 'redirected') setUnpaid(order);
      return result;
    },
    [navigate, onOrderExists, pay, remember, createOrder, groupPay],
  );

  /** Creates (once) and pays the order; `prepare` runs first (checks, confirmations) and may stop it. */
  const submit = useCallback(
    async (method: PayMethod, request: OrderRequest, prepare?: () => Promise<boolean>) =>
      (await once(async () => {
        if (prepare && !(await prepare())) return null;
        return run(method, created.current ? null : request);
      })) ?? null,
    [once, run],
  );

  /** Pays the order created earlier that is still unpaid. */
  const payAgain = useCallback(
    async (method: PayMethod) => (created.current ? ((await once(() => run(method, null))) ?? null) : null),
    [once, run],
  );

  return { submit, payAgain, pending: sending || pending, unpaid };
}
