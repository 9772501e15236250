import { type MutationFunctionContext, mutationOptions, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type { Id } from '../lib/id';
import { call } from './client';
import { addrListRequest, receivingListRequest } from './requests';
import { type AddressInput, addressSchema, receivingListSchema, savedAddressSchema } from './schemas/address';
import { emptySchema } from './schemas/common';

/**
 * The receiving family: `/receiving/*`, the customer's two address families (session calls). Every query key
 * starts with 'receiving'.
 * - "receiving": `list` (answers `data.default`, spec section 7, and the list), `add` (adds, or edits when `id`
 *   is sent), `del`, `set-default`;
 * - "addr": `addr-list`, `add-addr`, `set-addr` (edits), `del-addr`, `set-addr-default`.
 * Each family has exactly one default while it has any address; deleting the default makes the newest
 * remaining one the default. Incomplete input answers code 400 with the message to show. A write needs
 * nothing from its answer: the saved address when the server sends one, else null (the family is read back).
 */

export { type ReceivingList, receivingListSchema } from './schemas/address';

const addressListSchema = v.array(addressSchema);

export const getReceivingList = (signal?: AbortSignal) => call(receivingListSchema, receivingListRequest(), { signal });
/** Adds a receiving address, or edits it when `input.id` is set; answers the saved address, or null. */
export const saveReceiving = (input: AddressInput) => call(savedAddressSchema, '/receiving/add', { json: input });
export const deleteReceiving = (id: Id) => call(emptySchema, '/receiving/del', { json: { id } });
export const setReceivingDefault = (id: Id) => call(emptySchema, '/receiving/set-default', { json: { id } });

export const getAddrList = (signal?: AbortSignal) => call(addressListSchema, addrListRequest(), { signal });
/** Adds an address of the addr family; answers the saved address, or null. */
export const addAddr = (input: Omit<AddressInput, 'id'>) =>
  call(savedAddressSchema, '/receiving/add-addr', { json: input });
/** Edits an address of the addr family; answers the saved address, or null. */
export const updateAddr = (input: AddressInput & { id: Id }) =>
  call(savedAddressSchema, '/receiving/set-addr', { json: input });
export const deleteAddr = (id: Id) => call(emptySchema, '/receiving/del-addr', { json: { id } });
export const setAddrDefault = (id: Id) => call(emptySchema, '/receiving/set-addr-default', { json: { id } });

export const receivingKeys = {
  all: ['receiving'] as const,
  list: () => ['receiving', 'list'] as const,
  addrList: () => ['receiving', 'addr-list'] as const,
};

export const receivingQueries = {
  list: () =>
    queryOptions({
      queryKey: receivingKeys.list(),
      queryFn: ({ signal }) => getReceivingList(signal),
      meta: { request: receivingListRequest() },
    }),
  addrList: () =>
    queryOptions({
      queryKey: receivingKeys.addrList(),
      queryFn: ({ signal }) => getAddrList(signal),
      meta: { request: addrListRequest() },
    }),
};

/** Every change refreshes the family (a new default changes the other rows too). */
const refresh = (_data: unknown, _vars: unknown, _onMutate: unknown, { client }: MutationFunctionContext) =>
  client.invalidateQueries({ queryKey: receivingKeys.all });

/** A change under the key 'receiving', `name`, with the family refreshed after it. */
const familyChange = <TData, TVars>(name: string, mutationFn: (vars: TVars) => Promise<TData>) =>
  mutationOptions({ mutationKey: ['receiving', name], mutationFn, onSuccess: refresh });

export const receivingMutations = {
  save: () => familyChange('save', (input: AddressInput) => saveReceiving(input)),
  delete: () => familyChange('del', (id: Id) => deleteReceiving(id)),
  setDefault: () => familyChange('set-default', (id: Id) => setReceivingDefault(id)),
  /** Adds when `id` is absent, edits otherwise. */
  saveAddr: () =>
    familyChange('save-addr', (input: AddressInput) =>
      input.id === undefined ? addAddr(input) : updateAddr({ ...input, id: input.id }),
    ),
  deleteAddr: () => familyChange('del-addr', (id: Id) => deleteAddr(id)),
  setAddrDefault: () => familyChange('set-addr-default', (id: Id) => setAddrDefault(id)),
};
