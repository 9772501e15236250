import { useTranslation } from 'react-i18next';
import { orderKeys, orderQueries } from '../../api/order';
import type { OrderFlowStep } from '../../api/schemas/order';
import { formatDateTime } from '../../lib/format';
import { Notice } from '../../ui/light/Notice';
import { QueryState } from '../../ui/QueryState';
import { uniqueKeys } from './keys';
import { OneOrderPage } from './OneOrderPage';
import { OrderPhotos } from './OrderPhotos';
import { useLiveQuery } from './use-live-query';
import './orders.css';
import type { Id } from '../../lib/id';

/**
 * /pages/Order/OrderSteps/index?orderInfoId=…: the cleaning progress (`/order/order-flow`), newest step first,
 * each with its time, who did it and its photos. Refreshes itself while open.
 */
export default function OrderStepsScreen() {
  const { t } = useTranslation();
  return (
    <OneOrderPage title={t('routes.orderSteps')} param="orderInfoId">
      {(orderInfoId) => <Steps orderInfoId={orderInfoId} />}
    </OneOrderPage>
  );
}

function Steps({ orderInfoId }: { orderInfoId: Id }) {
  const { t } = useTranslation();
  const flow = useLiveQuery(orderQueries.flow(orderInfoId), orderKeys.flow(orderInfoId));
  return (
    <QueryState
      query={{ ...flow, isError: flow.isError && flow.data === undefined }}
      isEmpty={(steps) => steps.length === 0}
      empty={<Notice status="empty" title={t('orders.steps.empty')} />}
    >
      {(steps) => <Timeline steps={steps} />}
    </QueryState>
  );
}

/**
 * The steps on screen as the page opens, on a small phone, with photos: theirs load at once (their photo is
 * often the page's largest paint); the older steps' as the list scrolls near them.
 */
const STEPS_ON_SCREEN = 2;

function Timeline({ steps }: { steps: OrderFlowStep[] }) {
  const { t } = useTranslation();
  const newestFirst = [...steps].reverse();
  return (
    <ol className="orders-timeline" aria-label={t('orders.steps.label')}>
      {uniqueKeys(newestFirst, (step) => `${step.step}-${step.time.getTime()}`).map(({ item: step, key }, index) => (
        <li
          key={key}
          className={`orders-step${index === 0 ? ' is-current' : ''}`}
          aria-current={index === 0 ? 'step' : undefined}
        >
          <span className="orders-step-dot" aria-hidden />
          <div className="orders-step-body">
            <h2 className="orders-step-title">{step.title}</h2>
            <p className="orders-step-meta">
              <time dateTime={step.time.toISOString()}>{formatDateTime(step.time)}</time>
              {step.operator ? ` · ${t('orders.steps.by', { name: step.operator })}` : ''}
            </p>
            {step.photos.length > 0 && (
              <OrderPhotos
                photos={step.photos}
                label={t('orders.steps.photos', { step: step.title })}
                priority={index < STEPS_ON_SCREEN ? 'eager' : 'lazy'}
              />
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
