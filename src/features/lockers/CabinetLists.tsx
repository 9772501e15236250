import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order, OrderInfo } from '../../api/schemas/order';
import type { Id } from '../../lib/id';
import { Notice } from '../../ui/light/Notice';
import { CabinetOrderCard } from './CabinetOrderCard';
import { UnpaidOrderCard } from './UnpaidOrderCard';

/** One list of the cabinet page, named by its heading. */
function CabinetSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="cabinet-section" aria-labelledby={id}>
      <h2 id={id} className="cabinet-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

type Props = {
  lockerNo: string;
  /** The cabinet says no box is free right now. */
  full: boolean;
  unpaid: Order[];
  toStore: OrderInfo[];
  toCollect: OrderInfo[];
  now: number;
  /** The buttons are closed (a box flow under way, the cabinet offline, a collection being asked about). */
  disabled: boolean;
  /** The sub-order whose button spins. */
  checking: Id | undefined;
  onAct: (info: OrderInfo) => void;
  onPrepare: () => void;
};

/** The customer's orders at the cabinet: unpaid, waiting to be stored, waiting to be collected; or none. */
export function CabinetLists({
  lockerNo,
  full,
  unpaid,
  toStore,
  toCollect,
  now,
  disabled,
  checking,
  onAct,
  onPrepare,
}: Props) {
  const { t } = useTranslation();
  const sections = [
    ['cabinet-to-store', t('lockers.toStoreTitle'), toStore],
    ['cabinet-to-collect', t('lockers.toCollectTitle'), toCollect],
  ] as const;
  return (
    <>
      {unpaid.length > 0 && (
        <CabinetSection id="cabinet-unpaid" title={t('lockers.unpaidTitle')}>
          {unpaid.map((order) => (
            <UnpaidOrderCard key={order.id} order={order} now={now} />
          ))}
        </CabinetSection>
      )}
      {sections.map(
        ([id, title, rows]) =>
          rows.length > 0 && (
            <CabinetSection key={id} id={id} title={title}>
              {rows.map((info) => (
                <CabinetOrderCard
                  key={info.orderInfoId}
                  info={info}
                  lockerNo={lockerNo}
                  full={full}
                  disabled={disabled}
                  loading={checking === info.orderInfoId}
                  onAct={onAct}
                  onPrepare={onPrepare}
                />
              ))}
            </CabinetSection>
          ),
      )}
      {toStore.length === 0 && toCollect.length === 0 && unpaid.length === 0 && (
        <Notice status="empty" className="cabinet-empty" title={t('errors.noOrderToPickUp')} />
      )}
    </>
  );
}
