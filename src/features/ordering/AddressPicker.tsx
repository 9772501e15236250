import type { UseQueryResult } from '@tanstack/react-query';
import { Popup } from 'antd-mobile';
import { CheckOutline, CloseOutline, LocationOutline, RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { ReceivingList } from '../../api/receiving';
import type { Address } from '../../api/schemas/address';
import { QueryState } from '../../ui/QueryState';
import { useModalFocus } from '../../ui/use-modal-focus';
import { addressPickerPath } from '../addresses';

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
  const dialog = useModalFocus<HTMLElement>(open, () => setOpen(false));
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
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        position="bottom"
        bodyClassName="order-sheet"
        destroyOnClose
      >
        <section ref={dialog} tabIndex={-1} role="dialog" aria-modal="true" aria-labelledby="address-sheet-title">
          <header className="order-sheet-header">
            <h2 id="address-sheet-title" className="order-sheet-title">
              {t('createOrder.address.title')}
            </h2>
            <button
              type="button"
              className="order-sheet-close"
              aria-label={t('createOrder.close')}
              onClick={() => setOpen(false)}
            >
              <CloseOutline aria-hidden />
            </button>
          </header>
          <div className="order-sheet-body">
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
                        className={address.id === value ? 'choice choice-active' : 'choice'}
                        aria-pressed={address.id === value}
                        onClick={() => {
                          onChange(address);
                          setOpen(false);
                        }}
                      >
                        <span className="choice-main">
                          <span className="pick-address-who">
                            {address.contact} {address.phone}
                            {address.isDefault && (
                              <span className="choice-tag">{t('createOrder.address.default')}</span>
                            )}
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
          </div>
        </section>
      </Popup>
    </>
  );
}

export function addressLine(address: Pick<Address, 'regionText' | 'detail'>): string {
  return [address.regionText, address.detail].filter(Boolean).join(' ');
}
