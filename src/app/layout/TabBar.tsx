import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { PATHS } from '../../lib/paths';
import { HomeIcon, ListIcon, UserIcon } from '../../ui/light/icons';
import './tab-bar.css';

const TABS = [
  { key: 'home', path: PATHS.home, Icon: HomeIcon },
  { key: 'order', path: PATHS.order, Icon: ListIcon },
  { key: 'my', path: PATHS.my, Icon: UserIcon },
] as const;

/** The bottom tab bar of the three tab pages (spec section 2: 50 px high, the selected item gold). */
export function TabBar({ current }: { current: string }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <nav className="tab-bar" aria-label={t('tabs.label')}>
      {TABS.map(({ key, path, Icon }) => {
        const selected = current === path;
        return (
          <button
            key={key}
            type="button"
            className={selected ? 'tab-item tab-item-selected' : 'tab-item'}
            aria-current={selected ? 'page' : undefined}
            onClick={() => !selected && navigate(path, { replace: true })}
          >
            <Icon size={22} />
            <span>{t(`tabs.${key}`)}</span>
          </button>
        );
      })}
    </nav>
  );
}
