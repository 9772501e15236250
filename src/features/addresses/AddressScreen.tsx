import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { Address } from '../../api/schemas/address';
import { showToast } from '../../ui/feedback/toast';
import { Tabs } from '../../ui/light/Tabs';
import { goBack } from '../../ui/page/go-back';
import { Page } from '../../ui/page/Page';
import { FamilyAddressList } from './AddressList';
import { ADDRESS_FAMILIES, addressListPath, parseFamily } from './families';
import { chosenAtomOf } from './use-addresses';
import './addresses.css';

/**
 * /pages/My/Address/index: the customer's addresses of both families (`?family=receiving|addr`). Opened as a
 * picker (`?select=1&family=receiving`, from creating an order), tapping an address stores it as the chosen
 * one and goes back.
 */
export default function AddressScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const family = parseFamily(search.get('family'));
  const select = search.get('select') === '1';
  const [chosen, setChosen] = useAtom(chosenAtomOf(family));

  const pick = (address: Address) => {
    setChosen(address);
    goBack(navigate);
  };

  const confirm = (address: Address | undefined) => {
    if (!address) {
      showToast(t('validation.selectRecipient'));
      return;
    }
    pick(address);
  };

  const list = (
    <FamilyAddressList
      key={family}
      family={family}
      select={select}
      chosenId={chosen?.id ?? null}
      onPick={pick}
      onConfirm={confirm}
    />
  );

  return (
    <Page title={select ? t('addresses.pickTitle') : t('routes.address')}>
      {!select && (
        <Tabs
          className="address-tabs"
          tabs={ADDRESS_FAMILIES.map((key) => ({ key, title: t(`addresses.families.${key}`) }))}
          activeKey={family}
          onChange={(key) => navigate(addressListPath(key), { replace: true })}
          panelId="address-panel"
        />
      )}
      {select ? (
        list
      ) : (
        <div id="address-panel" role="tabpanel" aria-label={t(`addresses.families.${family}`)}>
          <p className="address-family-note">{t(`addresses.familyNotes.${family}`)}</p>
          {list}
        </div>
      )}
    </Page>
  );
}
