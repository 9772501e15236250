import type { Id } from '../../lib/id';
import { PATHS, withQuery } from '../../lib/paths';

/**
 * The two address families (spec section 3): "receiving" (`/receiving/list`, `add`, `del`, `set-default`) and
 * "addr" (`/receiving/addr-list`, `add-addr`, `set-addr`, `del-addr`, `set-addr-default`).
 */
export const ADDRESS_FAMILIES = ['receiving', 'addr'] as const;
export type AddressFamily = (typeof ADDRESS_FAMILIES)[number];

/** The family a page link names; anything else is the receiving family. */
export const parseFamily = (value: string | null | undefined): AddressFamily =>
  value === 'addr' ? 'addr' : 'receiving';

/** The address list as a picker: tapping an address stores it as the chosen one and goes back. */
export const addressPickerPath = (family: AddressFamily = 'receiving') =>
  withQuery(PATHS.address, { select: 1, family });

export const addressListPath = (family: AddressFamily = 'receiving') => withQuery(PATHS.address, { family });

/** Adding (no id) or editing an address of a family. */
export const addressFormPath = (family: AddressFamily, id?: Id) => withQuery(PATHS.newAddress, { id, family });
