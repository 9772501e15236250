import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Order } from '../../api/schemas/order';
import { PATHS, withQuery } from '../../lib/paths';
import { Button } from '../../ui/light/Button';
import { Money } from '../../ui/Money';
import { leaveCheckout } from '../../ui/page/checkout-history';
import {
  NOTHING_TO_PAY_METHOD,
  NothingToPay,
  type PayMethod,
  PaymentMethodPicker,
  useMethodChoice,
} from '../payment-method';

/** The order exists but is not paid: pay it again (`/order/group-pay`) or look at it. */
export function UnpaidOrderPanel({
  order,
  pending,
  onPay,
}: {
  order: Order;
  pending: boolean;
  onPay: (method: PayMethod) => void;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { method: chosen, setMethod, check, picker, problem } = useMethodChoice();
  // a voucher covers it: nothing to choose
  const free = order.actualPayment === 0;
  const method = free ? NOTHING_TO_PAY_METHOD : chosen;
  return (
    <section className="form-card unpaid-panel" aria-labelledby="unpaid-title">
      <h2 id="unpaid-title" className="form-section-title">
        {t('createOrder.unpaid.title')}
      </h2>
      <p className="form-note">{t('createOrder.unpaid.text', { orderNo: order.orderNo })}</p>
      <p className="unpaid-amount">
        {t('createOrder.amount.actualPayment')} <Money amount={order.actualPayment} />
      </p>
      {free ? (
        <NothingToPay />
      ) : (
        <div ref={picker}>
          <PaymentMethodPicker amount={order.actualPayment} value={method} onChange={setMethod} problem={problem} />
        </div>
      )}
      <div className="unpaid-actions">
        <Button onClick={() => leaveCheckout(withQuery(PATHS.orderDetail, { id: order.id }), navigate)}>
          {t('createOrder.unpaid.view')}
        </Button>
        <Button
          color="primary"
          loading={pending}
          disabled={pending}
          onClick={() => {
            if (check(method)) onPay(method);
          }}
        >
          {t('createOrder.unpaid.pay')}
        </Button>
      </div>
    </section>
  );
}
