import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { activityQueries, type DiscountActivity } from '../../api/activity';
import { formatDate, formatMoney } from '../../lib/format';
import type { Id } from '../../lib/id';
import { PATHS } from '../../lib/paths';
import { Button } from '../../ui/light/Button';
import { Tag } from '../../ui/light/Tag';
import { QueryState } from '../../ui/QueryState';
import { SafeHtml } from '../../ui/SafeHtml';
import { TitledSheet } from '../../ui/sheet/TitledSheet';
import { activityState, discountSummary, limitedToSomeGoods } from './discount';
import { useSlideIn } from './use-slide-in';

/**
 * A discount activity a banner leads to, shown inside the app as a sheet; its description is sanitised.
 * Loaded on demand (HomeScreen imports it lazily on the first tap): it brings antd-mobile and DOMPurify along.
 */
export function DiscountActivitySheet({ activityId, onClose }: { activityId: Id | null; onClose: () => void }) {
  const { t } = useTranslation();
  const open = useSlideIn(activityId !== null);
  return (
    <TitledSheet
      open={open}
      onClose={onClose}
      titleId="activity-title"
      title={t('activity.title')}
      closeLabel={t('home.close')}
    >
      {open && activityId !== null && <ActivityBody activityId={activityId} onClose={onClose} />}
    </TitledSheet>
  );
}

function ActivityBody({ activityId, onClose }: { activityId: Id; onClose: () => void }) {
  const query = useQuery(activityQueries.discount(activityId));
  return <QueryState query={query}>{(activity) => <Activity activity={activity} onClose={onClose} />}</QueryState>;
}

function Activity({ activity, onClose }: { activity: DiscountActivity; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const money = (amount: number) => formatMoney(amount, i18n.language);
  const state = activityState(activity);
  const summary = activity.discount && discountSummary(activity.discount);
  return (
    <article className="activity">
      <h3 className="activity-name">{activity.title}</h3>
      <p className="activity-meta">
        <Tag color={state === 'ongoing' ? 'success' : state === 'ended' ? 'default' : 'warning'}>
          {t(`activity.state.${state}`)}
        </Tag>{' '}
        {activity.startTime &&
          activity.endTime &&
          t('activity.period', { start: formatDate(activity.startTime), end: formatDate(activity.endTime) })}
      </p>
      {summary && (
        <p className="activity-offer">
          {summary.off.key === 'activity.percentOff'
            ? t('activity.percentOff', { percent: summary.off.percent })
            : t('activity.amountOff', { amount: money(summary.off.amount) })}
          {' · '}
          {summary.threshold === null
            ? t('activity.noThreshold')
            : t('activity.threshold', { amount: money(summary.threshold) })}
        </p>
      )}
      <p className="activity-scope">
        {limitedToSomeGoods(activity) ? t('activity.someGoods') : t('activity.allGoods')}
      </p>
      <SafeHtml className="activity-description" html={activity.description} />
      {state !== 'ended' && (
        <Button
          block
          color="primary"
          onClick={() => {
            onClose();
            navigate(PATHS.productList);
          }}
        >
          {t('activity.shopNow')}
        </Button>
      )}
    </article>
  );
}
