import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { ReceivingList } from '../../api/receiving';
import type { Address } from '../../api/schemas/address';
import type { Id } from '../../lib/id';
import { confirmDialog } from '../../ui/feedback/dialog';
import { showToast } from '../../ui/feedback/toast';
import { Button } from '../../ui/light/Button';
import { CheckCircleFill } from '../../ui/light/marks/CheckCircleFill';
import { EnvironmentOutline } from '../../ui/light/marks/EnvironmentOutline';
import { Notice } from '../../ui/light/Notice';
import { QueryState } from '../../ui/QueryState';
import { useSingleFlight } from '../../ui/use-single-flight';
import { type AddressFamily, addressFormPath } from './families';
import { useAddressMutations, useAddrList, useReceivingList } from './use-addresses';

type ListProps = {
  family: AddressFamily;
  /** Picker mode: tapping an address chooses it. */
  select: boolean;
  chosenId: Id | null;
  onPick: (address: Address) => void;
  /** Picker mode's confirm: the chosen address if it is still in the list. */
  onConfirm: (address: Address | undefined) => void;
};

/** The addresses of one family, with add, edit, delete and set-default (and choosing, in picker mode). */
export function FamilyAddressList(props: ListProps) {
  return props.family === 'receiving' ? <ReceivingAddresses {...props} /> : <AddrAddresses {...props} />;
}

function ReceivingAddresses(props: ListProps) {
  const query = useReceivingList({ keepChoice: props.select });
  return <AddressListView {...props} query={query} listOf={(data: ReceivingList) => data.list} />;
}

function AddrAddresses(props: ListProps) {
  const query = useAddrList({ keepChoice: props.select });
  return <AddressListView {...props} query={query} listOf={(data: Address[]) => data} />;
}

function AddressListView<T>({
  family,
  select,
  chosenId,
  onPick,
  onConfirm,
  query,
  listOf,
}: ListProps & { query: UseQueryResult<T>; listOf: (data: T) => Address[] }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { remove, setDefault } = useAddressMutations(family);
  /** One change at a time, also against a second tap before the pending state is drawn. */
  const { pending: busy, run: once } = useSingleFlight();
  const list = query.data === undefined ? [] : listOf(query.data);
  /** One change at a time, its question included: a second tap opens no second dialog. */
  const change = (send: () => Promise<unknown>, done: string, ask?: () => Promise<boolean>) =>
    void once(async () => {
      if (ask && !(await ask())) return;
      await send();
      showToast(done);
    }).catch(() => {
      // the client already showed what the server said
    });

  const askDelete = (address: Address) =>
    change(
      () => remove.mutateAsync(address.id),
      t('addresses.deleted'),
      () =>
        confirmDialog({
          title: t('addresses.deleteTitle'),
          content: t('addresses.deleteConfirm', { name: address.contact }),
          confirmText: t('addresses.delete'),
          cancelText: t('addresses.cancel'),
        }),
    );

  const makeDefault = (address: Address) => change(() => setDefault.mutateAsync(address.id), t('addresses.defaultSet'));

  return (
    <>
      <QueryState
        query={query}
        isEmpty={(data) => listOf(data).length === 0}
        empty={<Notice status="empty" title={t('addresses.empty')} description={t('addresses.emptyHint')} />}
      >
        {() => (
          <ul className="address-list">
            {list.map((address) => {
              const chosen = select && chosenId === address.id;
              const body = (
                <>
                  <span className="address-who">
                    <span className="address-contact">{address.contact}</span>
                    <span className="address-phone">{address.phone}</span>
                    {address.isDefault && <span className="address-tag">{t('addresses.default')}</span>}
                  </span>
                  <span className="address-region">{address.regionText}</span>
                  <span className="address-where">{address.detail}</span>
                </>
              );
              return (
                <li key={address.id} className={`address-card${chosen ? ' address-card-chosen' : ''}`}>
                  {select ? (
                    <button
                      type="button"
                      className="address-main address-main-button"
                      aria-pressed={chosen}
                      onClick={() => onPick(address)}
                    >
                      {chosen ? (
                        <CheckCircleFill aria-hidden className="address-pin address-pin-chosen" />
                      ) : (
                        <EnvironmentOutline aria-hidden className="address-pin" />
                      )}
                      <span className="address-text">{body}</span>
                    </button>
                  ) : (
                    <div className="address-main">
                      <EnvironmentOutline aria-hidden className="address-pin" />
                      <span className="address-text">{body}</span>
                    </div>
                  )}
                  <div className="address-actions">
                    {/* the default is marked once, by its badge beside the name */}
                    {!address.isDefault && (
                      <button
                        type="button"
                        className="address-action"
                        disabled={busy}
                        aria-label={t('addresses.setDefaultFor', { name: address.contact })}
                        onClick={() => makeDefault(address)}
                      >
                        {t('addresses.setDefault')}
                      </button>
                    )}
                    <span className="address-actions-end">
                      <button
                        type="button"
                        className="address-action"
                        aria-label={t('addresses.editFor', { name: address.contact })}
                        onClick={() => navigate(addressFormPath(family, address.id))}
                      >
                        {t('addresses.edit')}
                      </button>
                      <button
                        type="button"
                        className="address-action address-action-danger"
                        disabled={busy}
                        aria-label={t('addresses.deleteFor', { name: address.contact })}
                        onClick={() => void askDelete(address)}
                      >
                        {t('addresses.delete')}
                      </button>
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
      <div className="address-bar">
        <Button
          block
          color="primary"
          fill={select ? 'outline' : 'solid'}
          onClick={() => navigate(addressFormPath(family))}
        >
          {t('addresses.add')}
        </Button>
        {select && (
          <Button block color="primary" onClick={() => onConfirm(list.find((address) => address.id === chosenId))}>
            {t('addresses.confirm')}
          </Button>
        )}
      </div>
    </>
  );
}
