import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { useLocation, useSearch } from 'wouter';
import { dueBeforePickup, type Due as Owed } from '../../api/dues';
import { orderKeys, orderQueries } from '../../api/order';
import { orderMutations } from '../../api/order-writes';
import type { OrderInfo } from '../../api/schemas/order';
import { formatDateTime, formatMoney } from '../../lib/format';
import { PATHS, safeAppPath, withQuery } from '../../lib/paths';
import { showToast } from '../../ui/feedback/toast';
import { Button } from '../../ui/light/Button';
import { Notice } from '../../ui/light/Notice';
import { Money } from '../../ui/Money';
import { goBack } from '../../ui/page/go-back';
import { Page } from '../../ui/page/Page';
import { QueryState } from '../../ui/QueryState';
import { usePayment } from '../payment';
import {
  confirmingKeys,
  PaymentConfirming,
  useConfirmingPayment,
  useRefreshWhileConfirming,
} from '../payment-confirming';
import { type PayMethod, PaymentMethodPicker, useMethodChoice } from '../payment-method';
import type { OverdueKind } from './action-path';
import { OrderPhotos } from './OrderPhotos';
import './orders.css';
import { type Id, idParam } from '../../lib/id';
import { useDraft } from '../../state/use-draft';

/** What this page pays (src/api/dues.ts): owed or not, and how much when the server says. */
const dueOf = (info: OrderInfo, kind: OverdueKind): Owed => {
  const dues = dueBeforePickup(info);
  return kind === 'overdue' ? dues.overtimeFee : dues.priceDifference;
};

type DueForm = { method: PayMethod | null };
const dueSchema = v.object({ method: v.nullable(v.picklist(['balance', 'chat-app', 'card'] satisfies PayMethod[])) });

/** The kind asked for, or (without one) whatever the sub-order owes first. */
export function kindParam(value: string | null, info?: OrderInfo): OverdueKind {
  if (value === 'overdue' || value === 'price-difference') return value;
  return info && !dueOf(info, 'price-difference').owed && dueOf(info, 'overdue').owed ? 'overdue' : 'price-difference';
}

/**
 * /pages/Order/OverduePayment/index?orderInfoId=…&kind=overdue|price-difference[&redirect=/pages/…]:
 * pays an overtime fee (`/order/pay-timeout-fee`) or a price difference (`/order/pay-price-diff`) through the
 * payment piece, reads the sub-order back (paid only when the server no longer asks for it), then goes back
 * to where the customer came from (`redirect` when given, e.g. the cabinet's PendingList to go on collecting).
 */
export default function OverduePaymentScreen() {
  const { t } = useTranslation();
  const params = new URLSearchParams(useSearch());
  const orderInfoId = idParam(params.get('orderInfoId'));
  const redirect = safeAppPath(params.get('redirect'));
  const kind = params.get('kind');
  // what is being paid, as the button that led here said it; the route's own name when the link does not say
  const title =
    kind === 'overdue'
      ? t('orders.actions.payOverdue')
      : kind === 'price-difference'
        ? t('orders.actions.payDifference')
        : t('routes.overduePayment');
  return (
    <Page title={title}>
      {orderInfoId === null ? (
        <Notice status="empty" title={t('orders.detail.missing')} />
      ) : (
        <Due orderInfoId={orderInfoId} kind={kind} redirect={redirect} />
      )}
    </Page>
  );
}

function Due({ orderInfoId, kind, redirect }: { orderInfoId: Id; kind: string | null; redirect: string | null }) {
  const info = useQuery({ ...orderQueries.info(orderInfoId), staleTime: 0 });
  return (
    <QueryState query={info} skeletonRows={5}>
      {(data) => <PayDue info={data} kind={kindParam(kind, data)} redirect={redirect} />}
    </QueryState>
  );
}

function PayDue({ info, kind, redirect }: { info: OrderInfo; kind: OverdueKind; redirect: string | null }) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const { pay, pending, confirming } = usePayment();
  const payDue = useMutation(kind === 'overdue' ? orderMutations.payTimeoutFee() : orderMutations.payPriceDifference());
  const due = dueOf(info, kind);
  // the way to pay chosen is back after a reload (CONTRACT.md, "Reloads"), per sub-order and due, until paid
  const [kept, keep, dropKept] = useDraft<DueForm>(`due.${kind}.${info.orderInfoId}`, dueSchema, { method: null });
  const { method, setMethod, check, picker, problem } = useMethodChoice({
    method: kept.method,
    setMethod: (chosen) => keep({ method: chosen }),
  });
  const money = (amount: number) => formatMoney(amount, i18n.language);
  const paidFor = t(kind === 'overdue' ? 'payment.subject.overdue' : 'payment.subject.priceDifference', {
    orderNo: info.orderNo,
  });
  // a payment of it the chat app or the card page said was made: not offered again while the server confirms
  const remembered = useConfirmingPayment(confirmingKeys.due(info.orderInfoId, kind), !due.owed).entry;
  useRefreshWhileConfirming(remembered, orderKeys.info(info.orderInfoId));

  // paid, here or (a card page, a payment confirmed late) as the server now says: nothing left to keep
  useEffect(() => {
    if (!due.owed) dropKept();
  }, [due.owed, dropKept]);

  const leave = () => {
    if (redirect) navigate(redirect, { replace: true });
    else goBack(navigate);
  };

  const submit = async () => {
    if (!check(method)) return;
    const here = withQuery(PATHS.overduePayment, { orderInfoId: info.orderInfoId, kind, redirect });
    const returnUrl = `${location.origin}${location.pathname}#${here}`;
    const result = await pay({
      method,
      start: (payMethod) => payDue.mutateAsync({ orderInfoId: info.orderInfoId, payMethod, returnUrl }),
      readBack: async () => {
        const fresh = await queryClient.fetchQuery({ ...orderQueries.info(info.orderInfoId), staleTime: 0 });
        return !dueOf(fresh, kind).owed;
      },
      failureText: 'order',
      balance: { amount: due.amount },
      subject: () => ({ key: confirmingKeys.due(info.orderInfoId, kind), amount: due.amount, label: paidFor }),
    });
    if (result === 'paid') {
      dropKept();
      showToast(t('payment.paid'));
      leave();
    }
  };

  const title = t(kind === 'overdue' ? 'overdue.titleOverdue' : 'overdue.titleDifference');
  const rule = info.overtimeRule;

  return (
    <div className="orders-detail">
      <section className="orders-section" aria-labelledby="overdue-title">
        <h2 id="overdue-title" className="orders-section-title">
          {title}
        </h2>
        <dl className="orders-fields">
          <div className="orders-field">
            <dt>{t('orders.fields.orderNo')}</dt>
            <dd>{info.orderNo}</dd>
          </div>
          {info.lockerName && (
            <div className="orders-field">
              <dt>{t('orders.fields.cabinet')}</dt>
              <dd>{info.lockerName}</dd>
            </div>
          )}
          {info.boxNo && (
            <div className="orders-field">
              <dt>{t('orders.fields.box')}</dt>
              <dd>{info.boxNo}</dd>
            </div>
          )}
          {kind === 'overdue' && info.freeUntil && (
            <div className="orders-field">
              <dt>{t('overdue.freeEnded')}</dt>
              <dd>{formatDateTime(info.freeUntil)}</dd>
            </div>
          )}
          {kind === 'overdue' && rule && (
            <div className="orders-field">
              <dt>{t('overdue.rule')}</dt>
              <dd>
                {t('orders.countdown.then', {
                  fee: money(rule.feePerDay),
                  max: money(rule.feePerDay * rule.capDays),
                })}
              </dd>
            </div>
          )}
          {kind === 'price-difference' && info.priceDifference && (
            <div className="orders-field">
              <dt>{t('orders.fields.priceDifferenceReason')}</dt>
              <dd>{info.priceDifference.reason}</dd>
            </div>
          )}
        </dl>
        {kind === 'price-difference' && info.photos.length > 0 && <OrderPhotos photos={info.photos} />}
      </section>

      {confirming ? (
        <PaymentConfirming label={confirming.label} amount={confirming.amount} />
      ) : remembered ? (
        <PaymentConfirming phase="pending" label={paidFor} amount={remembered.amount ?? null} />
      ) : due.owed ? (
        <>
          <section className="orders-section orders-due" aria-live="polite">
            <p className="orders-due-label">{t('overdue.amountDue')}</p>
            {due.amount === null ? (
              <p className="orders-due-amount">{t('overdue.amountOnPaying')}</p>
            ) : (
              <Money amount={due.amount} className="orders-due-amount" />
            )}
          </section>
          <div ref={picker} className="orders-section orders-picker">
            <PaymentMethodPicker amount={due.amount ?? 0} value={method} onChange={setMethod} problem={problem} />
          </div>
          <div className="orders-pay-bar">
            <Button
              block
              color="primary"
              size="large"
              loading={pending}
              disabled={pending}
              onClick={() => void submit()}
            >
              {due.amount === null ? t('overdue.payUnknown') : t('overdue.pay', { amount: money(due.amount) })}
            </Button>
          </div>
        </>
      ) : (
        <section className="orders-section orders-nothing-due" role="status">
          <p>{t('overdue.nothingDue')}</p>
          <div className="orders-sheet-buttons">
            <Button
              block
              onClick={() => navigate(withQuery(PATHS.orderDetail, { id: info.orderId }), { replace: true })}
            >
              {t('overdue.viewOrder')}
            </Button>
            <Button block color="primary" onClick={leave}>
              {t('overdue.continue')}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
