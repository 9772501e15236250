import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { OrderKind } from '../../api/schemas/order';
import { shopQueries } from '../../api/shop';
import { PATHS } from '../../lib/paths';

/** When the link does not say how the customer orders: online (where the shop takes it), door-to-door, or scan. */
export function KindChooser({
  shopId,
  value,
  onChange,
}: {
  shopId: number;
  value: OrderKind | null;
  onChange: (kind: OrderKind) => void;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const online = useQuery(shopQueries.orderOnline(shopId));
  const kinds: OrderKind[] = [...(online.data?.orderOnline ? (['online'] as const) : []), 'door-to-door'];
  return (
    <fieldset className="form-card kind-chooser">
      <legend className="form-section-title">{t('createOrder.kind.label')}</legend>
      <div className="kind-options">
        {kinds.map((kind) => (
          <button
            key={kind}
            type="button"
            className={kind === value ? 'kind-option kind-option-active' : 'kind-option'}
            aria-pressed={kind === value}
            onClick={() => onChange(kind)}
          >
            {t(`createOrder.kind.${kind}`)}
          </button>
        ))}
        <button type="button" className="kind-option" onClick={() => navigate(PATHS.scan)}>
          {t('createOrder.kind.scan')}
        </button>
      </div>
    </fieldset>
  );
}
