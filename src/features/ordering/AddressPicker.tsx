import type { UseQueryResult } from '@tanstack/react-query';
import { CheckOutline, LocationOutline, RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { ReceivingList } from '../../api/receiving';
import type { Address } from '../../api/schemas/address';
import { QueryState } from '../../ui/QueryState';
import { TitledSheet } from '../../ui/sheet/TitledSheet';
import { addressPickerPath } from '../addresses';
import '../../ui/option-row.css';

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
  const [open, setOpen] = useState(false);
  const value = chosen?.id ?? null;

  return (
    <>
      <button
        type="button"
        className="form-row form-row-button"
        aria-haspopup="dialog"
        aria-label={
          chosen ? t('createOrder.address.change', { address: addressLine(chosen) }) : t('createOrder.address.choose')
        }
        onClick={() => setOpen(true)}
      >
        <LocationOutline aria-hidden className="form-row-icon" />
        <span className="form-row-main">
          <span className="form-row-label">{t('createOrder.address.label')}</span>
          {chosen ? (
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
          )}
        </span>
        <RightOutline aria-hidden className="form-row-arrow" />
      </button>
      <TitledSheet
        open={open}
        onClose={() => setOpen(false)}
        titleId="address-sheet-title"
        title={t('createOrder.address.title')}
        closeLabel={t('createOrder.close')}
      >
        <QueryState
          query={list}
          isEmpty={(data) => data.list.length === 0}
          empty={<p className="order-sheet-empty">{t('createOrder.address.none')}</p>}
        >
          {(data) => (
            <ul className="choice-list">
              {data.list.map((address) => (
                <li key={address.id}>
                  <button
                    type="button"
                    className={address.id === value ? 'option-row choice choice-active' : 'option-row choice'}
                    aria-pressed={address.id === value}
                    onClick={() => {
                      onChange(address);
                      setOpen(false);
                    }}
                  >
                    <span className="choice-main">
                      <span className="pick-address-who">
                        {address.contact} {address.phone}
                        {address.isDefault && <span className="choice-tag">{t('createOrder.address.default')}</span>}
                      </span>
                      <span className="pick-address-where">{addressLine(address)}</span>
                    </span>
                    {address.id === value && <CheckOutline aria-hidden className="choice-check" />}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        <button type="button" className="text-link" onClick={() => navigate(addressPickerPath('receiving'))}>
          {t('createOrder.address.manage')}
        </button>
      </TitledSheet>
    </>
  );
}

export function addressLine(address: Pick<Address, 'regionText' | 'detail'>): string {
  return [address.regionText, address.detail].filter(Boolean).join(' ');
}
