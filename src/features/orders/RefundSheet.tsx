import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Popup, TextArea } from 'antd-mobile';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orderMutations, orderQueries } from '../../api/order';
import type { Order } from '../../api/schemas/order';
import { showToast } from '../../ui/feedback/toast';
import { Money } from '../../ui/Money';
import { QueryState } from '../../ui/QueryState';
import { RadioOption } from '../../ui/RadioOption';
import { useModalFocus } from '../../ui/use-modal-focus';

type Props = { order: Order; visible: boolean; onClose: () => void };

/** Asks for a refund: a reason from the server's list (required) and an optional remark. */
export function RefundSheet({ order, visible, onClose }: Props) {
  const { t } = useTranslation();
  const reasons = useQuery({ ...orderQueries.refundReasons(), enabled: visible });
  const refund = useMutation(orderMutations.refund());
  const [reasonId, setReasonId] = useState<number | null>(null);
  const [remark, setRemark] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const remarkId = useId();
  const reasonName = useId();
  const dialog = useModalFocus<HTMLElement>(visible, refund.isPending ? undefined : onClose);
  const willGetBack = order.status === 'unpaid' ? 0 : order.actualPayment;

  const submit = () => {
    if (refund.isPending) return;
    if (reasonId === null) {
      // said once, in the reasons to pick from: a toast repeating it would cover the sheet
      setProblem(t('validation.selectRefundReason'));
      return;
    }
    refund.mutate(
      { orderId: order.id, reasonId, remark: remark.trim() || undefined },
      {
        onSuccess: () => {
          showToast(t('refund.requested'));
          onClose();
        },
        // the client already showed what the server said; the form stays as typed
      },
    );
  };

  return (
    <Popup
      visible={visible}
      onMaskClick={refund.isPending ? undefined : onClose}
      onClose={onClose}
      bodyClassName="orders-sheet"
    >
      <section ref={dialog} tabIndex={-1} role="dialog" aria-modal="true" aria-labelledby="orders-refund-title">
        <h2 id="orders-refund-title" className="orders-sheet-title">
          {t('refund.title')}
        </h2>
        <p className="orders-sheet-amount">
          {t('refund.amount')} <Money amount={willGetBack} className="orders-amount" />
        </p>
        <QueryState query={reasons} skeletonRows={3}>
          {(list) => (
            <fieldset className="orders-reasons" aria-describedby={problem ? 'orders-refund-problem' : undefined}>
              <legend>{t('refund.reason')}</legend>
              {list.map((reason) => (
                <div key={reason.id} className="orders-reason">
                  <RadioOption
                    name={reasonName}
                    value={String(reason.id)}
                    checked={reasonId === reason.id}
                    onSelect={() => {
                      setReasonId(reason.id);
                      setProblem(null);
                    }}
                  >
                    {reason.text}
                  </RadioOption>
                </div>
              ))}
              {problem && (
                <p id="orders-refund-problem" className="orders-problem" role="alert">
                  {problem}
                </p>
              )}
            </fieldset>
          )}
        </QueryState>
        <label className="orders-remark" htmlFor={remarkId}>
          <span>{t('refund.remark')}</span>
          <TextArea
            id={remarkId}
            value={remark}
            onChange={setRemark}
            maxLength={200}
            rows={2}
            placeholder={t('refund.remarkPlaceholder')}
          />
        </label>
        <div className="orders-sheet-buttons">
          <Button block onClick={onClose} disabled={refund.isPending}>
            {t('orders.actions.cancel')}
          </Button>
          <Button block color="danger" loading={refund.isPending} disabled={refund.isPending} onClick={submit}>
            {t('refund.submit')}
          </Button>
        </div>
      </section>
    </Popup>
  );
}
