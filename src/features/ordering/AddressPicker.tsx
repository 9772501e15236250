import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { ReceivingList } from '../../api/receiving';
import type { Address } from '../../api/schemas/address';
import { outlineIcon } from '../../ui/light/OutlineIcon';
import { QueryState } from '../../ui/QueryState';
import { addressPickerPath } from '../addresses';
import { Choice } from './Choice';
import { SheetPicker } from './SheetPicker';

/** A location mark: the receiving address. */
const LocationOutline = outlineIcon(
  'M27.06,6.33 L41.62,38.21 C42.55,40.24 41.71,42.66 39.74,43.61 C38.66,44.14 37.41,44.13 36.33,43.58 L24.37,37.53 C23.82,37.26 23.18,37.26 22.63,37.53 L10.67,43.58 C8.72,44.57 6.36,43.74 5.4,41.73 C4.88,40.62 4.87,39.33 5.38,38.21 L19.94,6.33 C20.87,4.3 23.21,3.43 25.18,4.39 C26,4.79 26.67,5.48 27.06,6.33 Z M24.39,7.63 C24.29,7.41 24.13,7.24 23.92,7.14 C23.46,6.92 22.92,7.09 22.66,7.52 L22.61,7.63 L8.04,39.51 C7.92,39.79 7.92,40.11 8.05,40.39 C8.27,40.85 8.8,41.07 9.26,40.9 L9.37,40.85 L21.33,34.8 C22.62,34.15 24.12,34.11 25.43,34.69 L25.66,34.8 L37.63,40.85 C37.9,40.99 38.21,40.99 38.48,40.86 C38.94,40.64 39.15,40.1 39,39.62 L38.95,39.51 L24.39,7.63 Z',
);

/**
 * The receiving address the courier comes to: chosen here from `/receiving/list` (or in the address screen's
 * picker, which also adds and edits them); the choice is the shared `receivingAtom`.
 */
export function AddressPicker({
  list,
  chosen,
  onChange,
}: {
  list: UseQueryResult<ReceivingList>;
  chosen: Address | null;
  onChange: (address: Address) => void;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const value = chosen?.id ?? null;

  return (
    <SheetPicker
      icon={<LocationOutline aria-hidden className="form-row-icon" />}
      label={t('createOrder.address.label')}
      ariaLabel={
        chosen ? t('createOrder.address.change', { address: addressLine(chosen) }) : t('createOrder.address.choose')
      }
      value={
        chosen ? (
          <span className="pick-address-text">
            <span className="pick-address-who">
              {chosen.contact} {chosen.phone}
            </span>
            <span className="pick-address-where">{addressLine(chosen)}</span>
          </span>
        ) : (
          <span className="form-row-placeholder">
            {list.isPending ? t('shell.loading') : t('validation.selectShippingAddress')}
          </span>
        )
      }
      sheetTitleId="address-sheet-title"
      sheetTitle={t('createOrder.address.title')}
    >
      {(close) => (
        <>
          <QueryState
            query={list}
            isEmpty={(data) => data.list.length === 0}
            empty={<p className="order-sheet-empty">{t('createOrder.address.none')}</p>}
          >
            {(data) => (
              <ul className="choice-list">
                {data.list.map((address) => (
                  <Choice
                    key={address.id}
                    selected={address.id === value}
                    onChoose={() => {
                      onChange(address);
                      close();
                    }}
                  >
                    <span className="choice-main">
                      <span className="pick-address-who">
                        {address.contact} {address.phone}
                        {address.isDefault && <span className="choice-tag">{t('createOrder.address.default')}</span>}
                      </span>
                      <span className="pick-address-where">{addressLine(address)}</span>
                    </span>
                  </Choice>
                ))}
              </ul>
            )}
          </QueryState>
          <button type="button" className="text-link" onClick={() => navigate(addressPickerPath('receiving'))}>
            {t('createOrder.address.manage')}
          </button>
        </>
      )}
    </SheetPicker>
  );
}

export function addressLine(address: Pick<Address, 'regionText' | 'detail'>): string {
  return [address.regionText, address.detail].filter(Boolean).join(' ');
}
