import { useTranslation } from 'react-i18next';
import type { OvertimeRule } from '../../api/schemas/order';
import { formatDateTime, formatMoney } from '../../lib/format';
import { freeStorageStatus } from './countdown';
import { ClockCircleOutline } from './icons';
import { useFormatDuration } from './text';
import { useNow } from './use-now';
import './orders.css';

type Props = {
  freeUntil: Date;
  rule: OvertimeRule | null;
  /** The overtime fee the server says is owed now (it knows what was paid already). */
  owed?: number;
  /** Compact: two lines for a list card. */
  compact?: boolean;
};

/** How long the box stays free, and what overtime costs from then on (or has cost so far). */
export function FreeStorageCountdown({ freeUntil, rule, owed, compact = false }: Props) {
  const { t, i18n } = useTranslation();
  const now = useNow(15_000);
  const duration = useFormatDuration();
  const status = freeStorageStatus(freeUntil, rule, now);
  const money = (amount: number) => formatMoney(amount, i18n.language);
  const then =
    status.feePerDay !== null && status.maxFee !== null
      ? t('orders.countdown.then', { fee: money(status.feePerDay), max: money(status.maxFee) })
      : null;

  if (status.state === 'free') {
    return (
      <div className={`orders-countdown${status.urgent ? ' is-urgent' : ''}${compact ? ' is-compact' : ''}`}>
        <p className="orders-countdown-main">
          <ClockCircleOutline aria-hidden /> {t('orders.countdown.freeFor', { time: duration(status.left) })}
        </p>
        {!compact && (
          <p className="orders-countdown-note">{t('orders.countdown.until', { time: formatDateTime(freeUntil) })}</p>
        )}
        <p className="orders-countdown-note">{then ?? t('orders.countdown.noRule')}</p>
      </div>
    );
  }
  const fee = owed ?? status.feeSoFar;
  return (
    <div className={`orders-countdown is-over${compact ? ' is-compact' : ''}`}>
      <p className="orders-countdown-main">
        <ClockCircleOutline aria-hidden /> {t('orders.countdown.ended', { time: duration(status.late) })}
      </p>
      <p className="orders-countdown-note">
        {t('orders.countdown.owed', { fee: money(fee) })}
        {status.capped && status.maxFee !== null ? ` · ${t('orders.countdown.capped')}` : ''}
      </p>
      {!compact && !status.capped && then && <p className="orders-countdown-note">{then}</p>}
    </div>
  );
}
