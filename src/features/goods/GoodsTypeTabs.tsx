import { useTranslation } from 'react-i18next';
import type { GoodsType } from '../../api/schemas/goods';
import type { Id } from '../../lib/id';

/** The goods types as a row of tabs, "All" first. */
export function GoodsTypeTabs({
  types,
  value,
  onChange,
}: {
  types: GoodsType[];
  value: Id | undefined;
  onChange: (typeId: Id | undefined) => void;
}) {
  const { t } = useTranslation();
  const tabs: Array<{ id: Id | undefined; name: string }> = [{ id: undefined, name: t('goods.allTypes') }, ...types];
  return (
    <div className="goods-types" role="tablist" aria-label={t('goods.types')}>
      {tabs.map((tab) => (
        <button
          key={tab.id ?? 'all'}
          type="button"
          role="tab"
          aria-selected={tab.id === value}
          className={tab.id === value ? 'goods-type goods-type-active' : 'goods-type'}
          onClick={() => onChange(tab.id)}
        >
          {tab.name}
        </button>
      ))}
    </div>
  );
}
