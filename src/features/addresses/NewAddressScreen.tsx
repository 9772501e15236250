import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { receivingQueries } from '../../api/receiving';
import type { Address } from '../../api/schemas/address';
import { showToast } from '../../ui/feedback/toast';
import { Notice } from '../../ui/light/Notice';
import { isLandingEntry } from '../../ui/page/go-back';
import { Page } from '../../ui/page/Page';
import { QueryState } from '../../ui/QueryState';
import { useSingleFlight } from '../../ui/use-single-flight';
import { AddressForm } from './AddressForm';
import { chosenAfterSave } from './address-choice';
import {
  type AddressFormValues,
  addressDraftName,
  addressDraftSchema,
  emptyAddressForm,
  formValuesOf,
  toAddressInput,
} from './address-form';
import { type AddressFamily, addressListPath, parseFamily } from './families';
import { chosenAtomOf, useAddressMutations } from './use-addresses';
import './addresses.css';
import { type Id, toId } from '../../lib/id';
import { useDraft } from '../../state/use-draft';

/**
 * /pages/My/NewAddress/index: adds an address (`?family=receiving|addr`) or edits one (`?id=..&family=..`).
 * A failed save keeps the form as typed; a saved one goes back to the list. What is typed is kept on the phone
 * until it is saved, per family and per address edited, and is back after a reload (CONTRACT.md, "Reloads").
 */
export default function NewAddressScreen() {
  const { t } = useTranslation();
  const search = new URLSearchParams(useSearch());
  const family = parseFamily(search.get('family'));
  const id = toId(search.get('id'));

  return (
    <Page title={id === undefined ? t('routes.newAddress') : t('addresses.form.editTitle')}>
      {id === undefined ? (
        <SaveAddress key={family} family={family} initial={emptyAddressForm()} />
      ) : family === 'receiving' ? (
        <EditReceiving id={id} />
      ) : (
        <EditAddr id={id} />
      )}
    </Page>
  );
}

function EditReceiving({ id }: { id: Id }) {
  const query = useQuery(receivingQueries.list());
  return <EditAddress family="receiving" id={id} query={query} listOf={(data) => data.list} />;
}

function EditAddr({ id }: { id: Id }) {
  const query = useQuery(receivingQueries.addrList());
  return <EditAddress family="addr" id={id} query={query} listOf={(data) => data} />;
}

function EditAddress<T>({
  family,
  id,
  query,
  listOf,
}: {
  family: AddressFamily;
  id: Id;
  query: Parameters<typeof QueryState<T>>[0]['query'];
  listOf: (data: T) => Address[];
}) {
  const { t } = useTranslation();
  return (
    <QueryState
      query={query}
      isEmpty={(data) => !listOf(data).some((address) => address.id === id)}
      empty={<Notice status="empty" title={t('addresses.notFound')} />}
    >
      {(data) => {
        const address = listOf(data).find((candidate) => candidate.id === id);
        // keyed: another address (a link followed from this screen) is another form, with its own draft
        return address ? (
          <SaveAddress key={`${family}.${id}`} family={family} id={id} initial={formValuesOf(address)} />
        ) : null;
      }}
    </QueryState>
  );
}

function SaveAddress({ family, id, initial }: { family: AddressFamily; id?: Id; initial: AddressFormValues }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { save } = useAddressMutations(family);
  const [chosen, setChosen] = useAtom(chosenAtomOf(family));
  // every field is kept: none is a secret, and each costs typing on a phone. An edit's draft is read over the
  // address as the server has it.
  const [values, setValues, dropDraft] = useDraft(addressDraftName(family, id), addressDraftSchema, initial);

  const { run: once } = useSingleFlight();
  const here = useRef(true);
  useEffect(() => {
    here.current = true;
    return () => {
      here.current = false;
    };
  }, []);

  // A saved address drops its draft even when the customer left the form before the answer came (else the next
  // new address would open as this one, to be saved twice); but only a form still on screen goes back, which
  // would otherwise leave the screen they went to. A failure was shown by the client; the form stays as typed.
  const submit = (values: AddressFormValues) => {
    const input = toAddressInput(values, id);
    void once(async () => {
      let saved: Address | null;
      try {
        saved = await save.mutateAsync(input); // null: saved, the server did not send it back
      } catch {
        return;
      }
      dropDraft();
      if (!here.current) return;
      const next = chosenAfterSave(chosen, input, saved);
      if (next !== undefined) setChosen(next);
      showToast(t('addresses.saved'));
      if (isLandingEntry()) navigate(addressListPath(family), { replace: true });
      else history.back();
    });
  };

  return <AddressForm values={values} onChange={setValues} pending={save.isPending} onSubmit={submit} />;
}
