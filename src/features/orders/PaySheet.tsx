import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { orderQueries } from '../../api/order';
import { orderMutations } from '../../api/order-writes';
import type { Order } from '../../api/schemas/order';
import type { Id } from '../../lib/id';
import { PATHS, withQuery } from '../../lib/paths';
import { showToast } from '../../ui/feedback/toast';
import { Button } from '../../ui/light/Button';
import { Money } from '../../ui/Money';
import { Sheet } from '../../ui/sheet/Sheet';
import { useModalFocus } from '../../ui/use-modal-focus';
import { usePayment } from '../payment';
import { confirmingKeys, PaymentConfirming } from '../payment-confirming';
import { NOTHING_TO_PAY_METHOD, NothingToPay, PaymentMethodPicker, useMethodChoice } from '../payment-method';

/** The app URL of an order's detail, where a card payment page sends the customer back. */
export function orderDetailUrl(id: Id): string {
  return `${location.origin}${location.pathname}#${withQuery(PATHS.orderDetail, { id })}`;
}

type Props = { order: Order; visible: boolean; onClose: () => void };

/**
 * Pays an unpaid order (`/order/group-pay`), then reads the order back: only the server's word counts. After
 * the chat app's ok the sheet shows the payment being confirmed; when the server has not heard by the end,
 * the sheet closes and the order shows it being confirmed (no failure: nothing failed).
 */
export function PaySheet({ order, visible, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { pay, pending, confirming } = usePayment();
  const groupPay = useMutation(orderMutations.groupPay());
  const { method: chosen, setMethod, check, picker, problem } = useMethodChoice();
  // a voucher covers it: nothing to choose
  const free = order.actualPayment === 0;
  const method = free ? NOTHING_TO_PAY_METHOD : chosen;
  const dialog = useModalFocus<HTMLElement>(visible, pending ? undefined : onClose);

  const submit = async () => {
    if (!check(method)) return;
    const result = await pay({
      method,
      start: (payMethod) =>
        groupPay.mutateAsync({ orderIds: [order.id], payMethod, returnUrl: orderDetailUrl(order.id) }),
      readBack: async () => {
        const fresh = await queryClient.fetchQuery({ ...orderQueries.detail(order.id), staleTime: 0 });
        return fresh.status !== 'unpaid';
      },
      failureText: 'order',
      balance: { amount: order.actualPayment },
      subject: () => ({
        key: confirmingKeys.order(order.id),
        amount: order.actualPayment,
        label: t('payment.subject.order', { orderNo: order.orderNo }),
      }),
    });
    if (result === 'paid') {
      showToast(t('payment.paid'));
      onClose();
    } else if (result === 'confirming') onClose();
  };

  return (
    <Sheet visible={visible} onMaskClick={pending ? undefined : onClose} onClose={onClose} bodyClassName="orders-sheet">
      <section ref={dialog} tabIndex={-1} role="dialog" aria-modal="true" aria-labelledby="orders-pay-title">
        <h2 id="orders-pay-title" className="orders-sheet-title">
          {t('orders.paySheet.title')}
        </h2>
        <p className="orders-sheet-amount">
          {t('orders.paySheet.amount')} <Money amount={order.actualPayment} className="orders-amount" />
        </p>
        {confirming ? (
          <PaymentConfirming label={confirming.label} amount={confirming.amount} />
        ) : (
          <div ref={picker} className="orders-picker">
            {free ? (
              <NothingToPay />
            ) : (
              <PaymentMethodPicker amount={order.actualPayment} value={method} onChange={setMethod} problem={problem} />
            )}
          </div>
        )}
        <div className="orders-sheet-buttons">
          <Button block onClick={onClose} disabled={pending}>
            {t('orders.actions.cancel')}
          </Button>
          <Button block color="primary" loading={pending} disabled={pending} onClick={() => void submit()}>
            {t('payment.pay')}
          </Button>
        </div>
      </section>
    </Sheet>
  );
}
