import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { ReceivingList } from '../../api/receiving';
import type { Address } from '../../api/schemas/address';
import { QueryState } from '../../ui/QueryState';
import { addressPickerPath } from '../addresses';
import { LocationOutline } from './icons';
import { Choice, SheetPicker } from './SheetPicker';

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
