import { useMutation, useQuery } from '@tanstack/react-query';
import { TextArea } from 'antd-mobile';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { orderQueries } from '../../api/order';
import { orderMutations } from '../../api/order-writes';
import type { Order } from '../../api/schemas/order';
import type { Id } from '../../lib/id';
import { useDraft } from '../../state/use-draft';
import { showToast } from '../../ui/feedback/toast';
import { FormProblem, focusProblem } from '../../ui/form-problem';
import { Button } from '../../ui/light/Button';
import { Money } from '../../ui/Money';
import { QueryState } from '../../ui/QueryState';
import { RadioOption } from '../../ui/RadioOption';
import { Sheet } from '../../ui/sheet/Sheet';
import { useModalFocus } from '../../ui/use-modal-focus';
import { useSingleFlight } from '../../ui/use-single-flight';

type Props = { order: Order; visible: boolean; onClose: () => void };

type RefundForm = { reasonId: Id | null; remark: string };
const refundSchema = v.partial(v.object({ reasonId: v.nullable(v.string()), remark: v.string() }));

/** Asks for a refund: a reason from the server's list (required) and an optional remark. */
export function RefundSheet({ order, visible, onClose }: Props) {
  const { t } = useTranslation();
  const reasons = useQuery({ ...orderQueries.refundReasons(), enabled: visible });
  const refund = useMutation(orderMutations.refund()).mutateAsync;
  const { pending, run: once } = useSingleFlight();
  // the reason and the remark are back after a reload (CONTRACT.md, "Reloads"), per order, until it is asked
  const [{ reasonId, remark }, setRefund, dropRefund] = useDraft<RefundForm>(`refund.${order.id}`, refundSchema, {
    reasonId: null,
    remark: '',
  });
  const setReasonId = (id: Id) => setRefund((before) => ({ ...before, reasonId: id }));
  const setRemark = (text: string) => setRefund((before) => ({ ...before, remark: text }));
  const [problem, setProblem] = useState<string | null>(null);
  const reasonList = useRef<HTMLFieldSetElement>(null);
  const remarkId = useId();
  const reasonName = useId();
  const problemId = `${reasonName}-problem`;
  const dialog = useModalFocus<HTMLElement>(visible, pending ? undefined : onClose);
  const willGetBack = order.status === 'unpaid' ? 0 : order.actualPayment;

  // a reason kept from before a reload that the server no longer lists is no reason
  const reasonGiven = reasonId !== null && (reasons.data?.some((reason) => reason.id === reasonId) ?? true);

  const submit = () => {
    if (reasonId === null || !reasonGiven) {
      setProblem(t('validation.selectRefundReason'));
      focusProblem(reasonList.current);
      return;
    }
    void once(async () => {
      await refund({ orderId: order.id, reasonId, remark: remark.trim() || undefined });
      dropRefund();
      showToast(t('refund.requested'));
      onClose();
    }).catch(() => {
      // the client already showed what the server said; the form stays as typed
    });
  };

  return (
    <Sheet visible={visible} onMaskClick={pending ? undefined : onClose} onClose={onClose} bodyClassName="orders-sheet">
      <section ref={dialog} tabIndex={-1} role="dialog" aria-modal="true" aria-labelledby="orders-refund-title">
        <h2 id="orders-refund-title" className="orders-sheet-title">
          {t('refund.title')}
        </h2>
        <p className="orders-sheet-amount">
          {t('refund.amount')} <Money amount={willGetBack} className="orders-amount" />
        </p>
        <QueryState query={reasons} skeletonRows={3}>
          {(list) => (
            <fieldset ref={reasonList} className="orders-reasons">
              <legend>{t('refund.reason')}</legend>
              {list.map((reason) => (
                <div key={reason.id} className="orders-reason">
                  <RadioOption
                    name={reasonName}
                    value={String(reason.id)}
                    checked={reasonId === reason.id}
                    describedBy={problem ? problemId : undefined}
                    onSelect={() => {
                      setReasonId(reason.id);
                      setProblem(null);
                    }}
                  >
                    {reason.text}
                  </RadioOption>
                </div>
              ))}
              <FormProblem id={problemId} text={problem} />
            </fieldset>
          )}
        </QueryState>
        <label className="orders-remark" htmlFor={remarkId}>
          <span>{t('refund.remark')}</span>
          <TextArea
            className="orders-remark-input"
            id={remarkId}
            value={remark}
            onChange={setRemark}
            maxLength={200}
            rows={2}
            placeholder={t('refund.remarkPlaceholder')}
          />
        </label>
        <div className="orders-sheet-buttons">
          <Button block onClick={onClose} disabled={pending}>
            {t('orders.actions.cancel')}
          </Button>
          <Button block color="danger" loading={pending} disabled={pending} onClick={submit}>
            {t('refund.submit')}
          </Button>
        </div>
      </section>
    </Sheet>
  );
}
