import { useQuery } from '@tanstack/react-query';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { OrderKind } from '../../api/schemas/order';
import { shopQueries } from '../../api/shop';
import type { Id } from '../../lib/id';
import { PATHS } from '../../lib/paths';
import { FormProblem } from '../../ui/form-problem';

/** The kind last chosen on this visit, offered first next time. */
const lastKindAtom = atom<OrderKind | null>(null);

/** The kinds this shop offers on the form: online where the shop takes it, and door-to-door. */
function useOfferedKinds(shopId: Id, enabled: boolean): OrderKind[] | null {
  const online = useQuery({ ...shopQueries.orderOnline(shopId), enabled });
  if (!online.isSuccess) return null;
  return [...(online.data.orderOnline ? (['online'] as const) : []), 'door-to-door'];
}

/**
 * The kind to start with when the link does not say: the last one chosen, else the first on offer, so the
 * amount can show at once. Null while the offer is unknown.
 */
export function usePreferredKind(shopId: Id, enabled: boolean): OrderKind | null {
  const kinds = useOfferedKinds(shopId, enabled);
  const lastKind = useAtomValue(lastKindAtom);
  if (!kinds) return null;
  return lastKind && kinds.includes(lastKind) ? lastKind : (kinds[0] ?? null);
}

/** When the link does not say how the customer orders: online (where the shop takes it), door-to-door, or scan. */
export function KindChooser({
  shopId,
  value,
  onChange,
  problem = null,
}: {
  shopId: Id;
  value: OrderKind | null;
  onChange: (kind: OrderKind) => void;
  /** No kind chosen yet, said beside the kinds. */
  problem?: string | null;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const kinds = useOfferedKinds(shopId, true) ?? ['door-to-door'];
  const setLastKind = useSetAtom(lastKindAtom);
  const choose = (kind: OrderKind) => {
    setLastKind(kind);
    onChange(kind);
  };
  return (
    <fieldset className="form-card kind-chooser">
      <legend className="form-section-title">{t('createOrder.kind.label')}</legend>
      <div className="kind-options">
        {kinds.map((kind) => (
          <button
            key={kind}
            type="button"
            className={kind === value ? 'kind-option option-chip option-chip-active' : 'kind-option option-chip'}
            aria-pressed={kind === value}
            onClick={() => choose(kind)}
          >
            {t(`createOrder.kind.${kind}`)}
          </button>
        ))}
        <button type="button" className="kind-option option-chip" onClick={() => navigate(PATHS.scan)}>
          {t('createOrder.kind.scan')}
        </button>
      </div>
      <FormProblem id="kind-problem" text={problem} />
    </fieldset>
  );
}
