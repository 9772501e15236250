import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useEffect, useMemo, useRef } from 'react';
import { receivingMutations, receivingQueries } from '../../api/receiving';
import type { Address } from '../../api/schemas/address';
import type { Id } from '../../lib/id';
import { addressListStateAtom, receivingAtom } from '../../state/addresses';
import { defaultOf, nextChoice, sameAddress } from './address-choice';
import type { AddressFamily } from './families';

/** The atom holding a family's chosen address: receiving → `receiving`, addr → `address` (spec section 3). */
export const chosenAtomOf = (family: AddressFamily) => (family === 'receiving' ? receivingAtom : addressListStateAtom);

/** A loaded family: its list and, for the receiving family, the default the server names (`data.default`). */
type Loaded = { list: Address[]; default?: Address | null };

/** Keeps a family's atom in step with its list each time the list loads (see `nextChoice`). */
function useKeepChoice(family: AddressFamily, loaded: Loaded | undefined, keepChoice: boolean) {
  const [current, setCurrent] = useAtom(chosenAtomOf(family));
  const previousDefaultId = useRef<Id | null | undefined>(undefined);
  const currentRef = useRef(current);
  currentRef.current = current;
  useEffect(() => {
    if (!loaded) return;
    const next = nextChoice({
      list: loaded.list,
      defaultAddress: loaded.default,
      current: currentRef.current,
      previousDefaultId: previousDefaultId.current,
      keepChoice,
    });
    previousDefaultId.current = defaultOf(loaded.list, loaded.default)?.id ?? null;
    if (!sameAddress(next, currentRef.current)) setCurrent(next);
  }, [loaded, keepChoice, setCurrent]);
  return current;
}

/**
 * The receiving list. Each time it loads its default (`data.default`, spec section 7) is kept in state
 * (`receiving`); with `keepChoice` (the picker) an address picked before stays chosen unless it is gone or
 * the default changed.
 */
export function useReceivingList({ keepChoice = false }: { keepChoice?: boolean } = {}) {
  const query = useQuery(receivingQueries.list());
  useKeepChoice('receiving', query.data, keepChoice);
  return query;
}

/** The addr list (its default marked by `isDefault`), its default kept in state (`address`) the same way. */
export function useAddrList({ keepChoice = false }: { keepChoice?: boolean } = {}) {
  const query = useQuery(receivingQueries.addrList());
  useKeepChoice(
    'addr',
    useMemo(() => (query.data ? { list: query.data } : undefined), [query.data]),
    keepChoice,
  );
  return query;
}

/**
 * For screens that need a receiving address (creating a door-to-door order): the address in state, which is
 * the one picked in the address picker, or else the default; loading the list never undoes a pick.
 */
export function useReceivingChoice() {
  const query = useQuery(receivingQueries.list());
  const receiving = useKeepChoice('receiving', query.data, true);
  return { receiving, query };
}

/** Save (add or edit), delete and set-default of one family; each refreshes the whole receiving family. */
export function useAddressMutations(family: AddressFamily) {
  const receiving = family === 'receiving';
  const save = useMutation(receiving ? receivingMutations.save() : receivingMutations.saveAddr());
  const remove = useMutation(receiving ? receivingMutations.delete() : receivingMutations.deleteAddr());
  const setDefault = useMutation(receiving ? receivingMutations.setDefault() : receivingMutations.setAddrDefault());
  return { save, remove, setDefault };
}
