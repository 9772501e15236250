import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { isApiError } from '../../api/errors';
import { orderQueries, rememberOrder } from '../../api/order';
import { type CreateOrderInput, newRequestId, orderMutations } from '../../api/order-writes';
import type { Order, Payment } from '../../api/schemas/order';
import type { Id } from '../../lib/id';
import { PATHS, withQuery } from '../../lib/paths';
import { draftOwner } from '../../state/drafts';
import { tokenAtom } from '../../state/session';
import { showToast } from '../../ui/feedback/toast';
import { leaveCheckout } from '../../ui/page/checkout-history';
import { useSingleFlight } from '../../ui/use-single-flight';
import { type BalanceAsk, type PayMethod, type PaymentStart, usePayment } from '../payment';
import { confirmingKeys } from '../payment-confirming';
import { findCreatedOrder } from './find-created';
import { dropCreateRecord, recordCreate } from './pending-create';

export type OrderRequest = Omit<CreateOrderInput, 'requestId' | 'payMethod' | 'returnUrl'>;

/** Where a card payment page sends the customer back: the order's detail. */
export function orderReturnUrl(orderId: Id): string {
  return `${location.origin}${location.pathname}#${withQuery(PATHS.orderDetail, { id: orderId })}`;
}

/**
 * Where the form stands with the server:
 * - 'new': create not sent yet, or refused (a business answer: nothing was made, the customer may send again);
 * - 'unknown': create was sent and no answer came (network, timeout, a gateway's error page): the server may
 *   have made the order, so the orders are read back before create may go again;
 * - 'answered': the server answered code 200: the order exists, and create is never sent again.
 */
type Sent = { state: 'new' } | { state: 'unknown'; at: number } | { state: 'answered'; at: number };

/** No answer came, or one that does not say whether the order was made: the outcome is unknown. */
const outcomeUnknown = (error: unknown) =>
  isApiError(error) &&
  !error.details.aborted &&
  (error.transient || error.kind === 'malformed' || error.kind === 'http');

/** What a submit ends with, for the screen: the order exists (shown or paid), or the form stays as typed. */
export type SubmitOutcome = 'order' | 'form';

/**
 * Creates the order once and pays it (orderMutations.create and .groupPay, whose refreshes show the new order,
 * the balance and the cabinet's boxes wherever they are on screen), against any server:
 * - once create has been answered (whatever the answer) it is never sent again: the button goes on with the
 *   order made (paying it with `group-pay`), however often it is tapped;
 * - when no answer came, the customer's orders are read back first, and the order found (same goods, made
 *   since) is shown instead of making another; only when none is found may create go again;
 * - an answer without a readable order or payment is made good by reading the orders back too; an order that
 *   cannot be found leads to the order list, never back to the form;
 * - a `requestId` goes with create for the whole life of the form (a server may honour it; none has to);
 * - the server is asked afterwards whether the order is paid; only its answer counts.
 * `onOrderExists` runs once, as soon as the order is known to exist (the cart is cleared then, never before,
 * and never when nothing was created). Once it exists, paid or not, the checkout pages are left behind in the
 * history (leaveCheckout) for the order's detail: an order not paid (the payment cancelled, failed or refused)
 * is paid there, with its Pay and until when it can be paid, and Back from it goes where the customer was before
 * checking out, never into the goods or an empty form.
 */
export function useSubmitOrder({ onOrderExists }: { onOrderExists: () => void }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const owner = draftOwner(useAtomValue(tokenAtom));
  const requestId = useRef(newRequestId());
  const sent = useRef<Sent>({ state: 'new' });
  const created = useRef<Order | null>(null);
  const { pending: sending, run: once } = useSingleFlight();
  const { pay, pending, confirming } = usePayment();
  const createOrder = useMutation(orderMutations.create()).mutateAsync;
  const groupPay = useMutation(orderMutations.groupPay()).mutateAsync;

  const told = useRef(false);
  const exists = useCallback(() => {
    if (told.current) return;
    told.current = true;
    onOrderExists();
  }, [onOrderExists]);

  const remember = useCallback(
    (order: Order) => {
      created.current = order;
      rememberOrder(queryClient, order);
      exists();
    },
    [exists, queryClient],
  );

  /** An order read afresh through the query client, which keeps it for its detail screen too. */
  const readOrder = useCallback(
    (id: Id) => queryClient.fetchQuery({ ...orderQueries.detail(id), staleTime: 0 }),
    [queryClient],
  );

  /**
   * The order this submit made, read back from the customer's orders; null when none is there; 'unread' when
   * the orders could not be read, which says nothing: create must not go again on it.
   */
  const findMade = useCallback(
    async (request: OrderRequest, at: number): Promise<Order | null | 'unread'> => {
      const found = await findCreatedOrder(queryClient, request.items, at).catch(() => 'unread' as const);
      if (found && found !== 'unread') {
        remember(found);
        dropCreateRecord();
      }
      return found;
    },
    [queryClient, remember],
  );

  /** Shows an order that exists, paid or not: its detail, in place of the checkout pages. */
  const show = useCallback(
    (order: Order) => leaveCheckout(withQuery(PATHS.orderDetail, { id: order.id }), navigate),
    [navigate],
  );

  /**
   * Pays the order made (the payment create started when it can go on with it, else `group-pay`). A balance
   * payment of an order already made asks about its amount; a first one was asked before create (`prepare`).
   */
  const payOrder = useCallback(
    async (method: PayMethod, started: Payment | null, balance?: BalanceAsk): Promise<SubmitOutcome> => {
      let first = started;
      const start = async (payMethod: PayMethod): Promise<PaymentStart> => {
        const order = created.current as Order;
        const payment = first;
        first = null; // a second start (paying again) goes through group-pay
        if (payment && (payment.paid || payment.payParams || payment.payUrl)) return payment;
        if (order.status !== 'unpaid') return { paid: true };
        return groupPay({
          orderIds: [order.id],
          payMethod,
          ...(payMethod === 'card' ? { returnUrl: orderReturnUrl(order.id) } : {}),
        });
      };
      const readBack = async () => {
        const order = created.current as Order;
        const fresh = await readOrder(order.id);
        remember(fresh);
        return fresh.status !== 'unpaid';
      };
      const result = await pay({
        method,
        start,
        readBack,
        failureText: 'order',
        balance: balance ?? { amount: (created.current as Order).actualPayment },
        subject: () => {
          const order = created.current;
          if (!order) return null;
          const label = t('payment.subject.order', { orderNo: order.orderNo });
          return { key: confirmingKeys.order(order.id), amount: order.actualPayment, label };
        },
      });
      // paid, being confirmed, or not paid (cancelled, failed, refused): the order's detail says which; a card
      // payment's page comes back to it by itself
      if (result !== 'redirected') show(created.current as Order);
      return 'order';
    },
    [groupPay, pay, readOrder, remember, show, t],
  );

  /**
   * Sends create (or, when an earlier send got no answer, first looks for what it made). Returns the payment
   * create started when the order is in hand, 'shown' when the screen has already moved on, or 'form' when
   * nothing was made and the form stays as typed.
   */
  const make = useCallback(
    async (method: PayMethod, request: OrderRequest): Promise<{ payment: Payment | null } | 'shown' | 'form'> => {
      if (sent.current.state === 'unknown') {
        // no answer came last time: what did it make? The order found is shown, never made twice; and while
        // the orders cannot be read, nothing is sent again
        const found = await findMade(request, sent.current.at);
        if (found === 'unread') {
          showToast(t('createOrder.pending.failed'));
          return 'form';
        }
        if (found) {
          sent.current = { state: 'answered', at: sent.current.at };
          show(found);
          return 'shown';
        }
      }
      const at = sent.current.state === 'unknown' ? sent.current.at : Date.now();
      // kept on the phone before it goes: a reload meanwhile still knows an order may have been made
      recordCreate(owner, { at, items: request.items });
      let answer: Awaited<ReturnType<typeof createOrder>>;
      try {
        answer = await createOrder({
          ...request,
          requestId: requestId.current,
          ...(method === 'card' ? {} : { payMethod: method }), // a card page needs the order's id to return to
        });
      } catch (error) {
        if (!outcomeUnknown(error)) {
          dropCreateRecord(); // the server said no, so nothing was made (the client told the customer why)
          return 'form';
        }
        sent.current = { state: 'unknown', at };
        const found = await findMade(request, at);
        if (found === 'unread') {
          showToast(t('createOrder.pending.failed'));
          return 'form';
        }
        if (!found) {
          dropCreateRecord(); // the orders read back show it was never made
          return 'form';
        }
        sent.current = { state: 'answered', at };
        show(found);
        return 'shown';
      }
      sent.current = { state: 'answered', at };
      dropCreateRecord();
      exists();
      if (answer.order) {
        remember(answer.order);
        return { payment: answer.payment };
      }
      const read = answer.orderId ? await readOrder(answer.orderId).catch(() => null) : null;
      const found = read ?? (await findMade(request, at));
      const order = found === 'unread' ? null : found;
      if (order) {
        remember(order);
        return { payment: answer.payment };
      }
      // made, but it cannot be told which it is: the customer's orders show it
      if (answer.orderId) leaveCheckout(withQuery(PATHS.orderDetail, { id: answer.orderId }), navigate);
      else leaveCheckout(PATHS.order, navigate);
      return 'shown';
    },
    [createOrder, exists, findMade, navigate, owner, readOrder, remember, show, t],
  );

  /**
   * Creates (once) and pays the order; `prepare` runs first (checks, confirmations, and the balance question:
   * create with the balance pays at once) and may stop it.
   */
  const submit = useCallback(
    async (method: PayMethod, request: OrderRequest, prepare?: () => Promise<boolean>) =>
      (await once(async (): Promise<SubmitOutcome> => {
        if (created.current) return payOrder(method, null);
        if (sent.current.state === 'answered') return 'order'; // the screen has moved on to the order
        if (prepare && !(await prepare())) return 'form';
        const made = await make(method, request);
        if (made === 'form') return 'form';
        if (made === 'shown') return 'order';
        return payOrder(method, made.payment, 'asked');
      })) ?? null,
    [make, once, payOrder],
  );

  return { submit, pending: sending || pending, confirming };
}
