import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrderAmount } from '../../api/schemas/order';
import { InlineRetry } from '../../ui/InlineRetry';
import { Spinner } from '../../ui/light/Spinner';
import { Money } from '../../ui/Money';

/** The amount from `/order/count-order-amount`: cleaning cost, add-ons, delivery fee, voucher, actual payment. */
export function AmountSummary({
  amount,
  showDelivery,
}: {
  amount: UseQueryResult<OrderAmount>;
  showDelivery: boolean;
}) {
  const { t } = useTranslation();
  const data = amount.data;
  const updating = amount.isFetching;
  return (
    <section className="form-card" aria-labelledby="amount-title" aria-busy={updating}>
      <h2 id="amount-title" className="form-section-title">
        {t('createOrder.amount.title')} {updating && <Spinner inline />}
        {updating && <span className="visually-hidden">{t('createOrder.amount.updating')}</span>}
      </h2>
      {data ? (
        <dl className="amount-list">
          {/* a figure the server does not say is left out, never shown as 0 */}
          {data.cleaningCost !== null && (
            <div className="amount-row">
              <dt>{t('createOrder.amount.cleaningCost')}</dt>
              <dd>
                <Money amount={data.cleaningCost} />
              </dd>
            </div>
          )}
          {data.additionalService !== null && (
            <div className="amount-row">
              <dt>{t('createOrder.amount.additionalService')}</dt>
              <dd>
                <Money amount={data.additionalService} />
              </dd>
            </div>
          )}
          {data.deliveryFee !== null && (showDelivery || data.deliveryFee > 0) && (
            <div className="amount-row">
              <dt>{t('createOrder.amount.deliveryFee')}</dt>
              <dd>
                <Money amount={data.deliveryFee} />
              </dd>
            </div>
          )}
          {/* only what a voucher takes off: a red −¥0.00 would read as a charge */}
          {data.voucher !== null && data.voucher > 0 && (
            <div className="amount-row">
              <dt>{t('createOrder.amount.voucher')}</dt>
              <dd className="amount-voucher">
                −<Money amount={data.voucher} />
              </dd>
            </div>
          )}
          <div className="amount-row amount-total">
            <dt>{t('createOrder.amount.toPay')}</dt>
            <dd>
              <Money amount={data.actualPayment} />
            </dd>
          </div>
        </dl>
      ) : amount.isError ? (
        <InlineRetry query={amount} message={t('createOrder.amount.failed')} />
      ) : amount.isPending && amount.fetchStatus === 'idle' ? (
        <p className="form-note">{t('createOrder.amount.waiting')}</p>
      ) : (
        <p className="form-note">{t('createOrder.amount.counting')}</p>
      )}
    </section>
  );
}
