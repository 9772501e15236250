import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { shopQueries } from '../../api/shop';
import { PATHS, withQuery } from '../../lib/paths';
import { TitledSheet } from '../../ui/sheet/TitledSheet';
import { BagIcon, RightIcon, ScanIcon, TruckIcon } from './icons';
import { useSlideIn } from './use-slide-in';
import '../../ui/option-row.css';
import type { Id } from '../../lib/id';

type Option = { key: 'scan' | 'online' | 'door'; to: string; icon: ReactNode };

/**
 * How to order: scan order (a cabinet's or store's QR code), online order (store the shoes in a cabinet
 * later; only where the shop takes online orders, `/shop/order-online`) and door-to-door appointment.
 * Loaded on demand (HomeScreen imports it lazily on the first tap): it brings antd-mobile's Popup along.
 */
export function OrderPopup({ open, shopId, onClose }: { open: boolean; shopId: Id; onClose: () => void }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const online = useQuery({ ...shopQueries.orderOnline(shopId), enabled: open });
  const visible = useSlideIn(open);

  const options: Option[] = [
    { key: 'scan', to: PATHS.scan, icon: <ScanIcon /> },
    ...(online.data?.orderOnline
      ? [
          {
            key: 'online' as const,
            to: withQuery(PATHS.productList, { kind: 'online' }),
            icon: <BagIcon />,
          },
        ]
      : []),
    { key: 'door', to: withQuery(PATHS.productList, { kind: 'door' }), icon: <TruckIcon /> },
  ];

  return (
    <TitledSheet
      open={visible}
      onClose={onClose}
      titleId="order-popup-title"
      title={t('home.orderPopup.title')}
      closeLabel={t('home.close')}
      padded={false}
    >
      <ul className="order-options">
        {options.map((option) => (
          <li key={option.key}>
            <button
              type="button"
              className="order-option option-row"
              onClick={() => {
                onClose();
                navigate(option.to);
              }}
            >
              <span className={`order-option-icon order-option-${option.key}`}>{option.icon}</span>
              <span className="order-option-text">
                <span className="order-option-name">{t(`home.orderPopup.${option.key}`)}</span>
                <span className="order-option-hint">{t(`home.orderPopup.${option.key}Hint`)}</span>
              </span>
              <RightIcon className="order-option-arrow" />
            </button>
          </li>
        ))}
      </ul>
      {online.isPending && open && <p className="order-options-note">{t('home.orderPopup.checkingOnline')}</p>}
    </TitledSheet>
  );
}
