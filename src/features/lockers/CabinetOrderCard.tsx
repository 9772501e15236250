import { useTranslation } from 'react-i18next';
import { orderKeys } from '../../api/order';
import type { OrderInfo } from '../../api/schemas/order';
import { formatDateTime } from '../../lib/format';
import { Button } from '../../ui/light/Button';
import { Money } from '../../ui/Money';
import { PickupCode } from '../../ui/PickupCode';
import { confirmingKeys, useConfirmingPayment, useRefreshWhileConfirming } from '../payment-confirming';
import { boundBefore, collectBlock, needsBinding } from './cabinet-orders';

type CabinetOrderCardProps = {
  info: OrderInfo;
  /** The cabinet the screen is at. */
  lockerNo: string;
  /** The cabinet says no box is free right now: shoes without a box here are better stored elsewhere. */
  full?: boolean;
  /** Another box is being handled, or the cabinet is offline. */
  disabled: boolean;
  /** The server is being asked whether this order may be collected. */
  loading?: boolean;
  onAct: (info: OrderInfo) => void;
  /** The finger is on a button that opens a box (or it has the keyboard focus): time to load the box flow sheet. */
  onPrepare?: () => void;
};

/** One sub-order at this cabinet: number, shoes, box, pickup code, anything owed, and its store/collect button. */
export function CabinetOrderCard({
  info,
  lockerNo,
  full = false,
  disabled,
  loading = false,
  onAct,
  onPrepare,
}: CabinetOrderCardProps) {
  const { t } = useTranslation();
  const store = info.action === 'store';
  const block = store ? null : collectBlock(info);
  // What blocks the collection was paid in the chat app (or on the card page) and the server has not heard yet:
  // no second payment; the cabinet's list is read again until the server says it is settled.
  const confirming = useConfirmingPayment(
    block ? confirmingKeys.due(info.orderInfoId, block.kind) : null,
    block === null,
  ).entry;
  useRefreshWhileConfirming(confirming, orderKeys.infoLists());
  const titleId = `cabinet-order-${info.orderInfoId}`;
  const shoes = info.items.map((item) => `${item.name} × ${item.count}`).join(', ');
  // A collection that waits on a payment is still 'Collect': the tap says what is owed and offers to pay it.
  const binds = store && needsBinding(info, lockerNo);
  const label = store ? (binds ? t('lockers.storeHere') : t('lockers.store')) : t('lockers.collect');
  const before = boundBefore(info, lockerNo);
  // no box here yet and none free: said on the card; a tap asks the cabinet again before anything is bound
  const noBox = store && full && !info.boxNo;

  return (
    <article className="cabinet-order" aria-labelledby={titleId}>
      <h3 id={titleId} className="cabinet-order-no">
        {t('lockers.orderNo', { orderNo: info.orderNo })}
      </h3>
      {shoes && <p className="cabinet-order-shoes">{shoes}</p>}
      <dl className="cabinet-order-facts">
        {/* a figure the server left out is left out, except the box a new order gets when it is stored */}
        {(info.boxNo || store) && (
          <div>
            <dt>{t('lockers.box')}</dt>
            <dd>{info.boxNo ?? t('lockers.boxOnStore')}</dd>
          </div>
        )}
        {info.pickupCode && (
          <div>
            <dt>{t('lockers.pickupCode')}</dt>
            <dd>
              <PickupCode code={info.pickupCode} />
            </dd>
          </div>
        )}
        {!store && info.freeUntil && (
          <div>
            <dt>{t('lockers.freeUntil')}</dt>
            <dd>{formatDateTime(info.freeUntil)}</dd>
          </div>
        )}
        {block && block.amount !== null && block.amount > 0 && (
          <div className="cabinet-order-due">
            <dt>{block.kind === 'price-difference' ? t('lockers.priceDifferenceDue') : t('lockers.overtimeFeeDue')}</dt>
            <dd>
              <Money amount={block.amount} />
            </dd>
          </div>
        )}
      </dl>
      {binds && !noBox && (
        <p className="cabinet-order-note">
          {before ? t('lockers.rebindNote', { cabinet: before }) : t('lockers.bindNote')}
        </p>
      )}
      {noBox && (
        <p className="cabinet-order-note" role="status">
          {t('lockers.noFreeBox')}
        </p>
      )}
      {confirming && (
        <p className="cabinet-order-note" role="status">
          {t('payment.confirming.pending')}
        </p>
      )}
      {block?.kind === 'price-difference' && info.priceDifference?.reason && (
        <p className="cabinet-order-note">{info.priceDifference.reason}</p>
      )}
      <Button
        block
        color={block || noBox ? 'default' : 'primary'}
        fill={block || noBox ? 'outline' : 'solid'}
        className={block ? 'cabinet-order-pay' : undefined}
        disabled={disabled || confirming !== null}
        loading={loading}
        onPointerDown={block ? undefined : onPrepare}
        onFocus={block ? undefined : onPrepare}
        onClick={() => onAct(info)}
        aria-describedby={titleId}
      >
        {label}
      </Button>
    </article>
  );
}
