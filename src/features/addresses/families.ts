import type { AddressFamily } from '../../lib/address-families';
import type { Id } from '../../lib/id';
import { PATHS, withQuery } from '../../lib/paths';

export { ADDRESS_FAMILIES, type AddressFamily, parseFamily } from '../../lib/address-families';

/** The address list as a picker: tapping an address stores it as the chosen one and goes back. */
export const addressPickerPath = (family: AddressFamily = 'receiving') =>
  withQuery(PATHS.address, { select: 1, family });

export const addressListPath = (family: AddressFamily = 'receiving') => withQuery(PATHS.address, { family });

/** Adding (no id) or editing an address of a family. */
export const addressFormPath = (family: AddressFamily, id?: Id) => withQuery(PATHS.newAddress, { id, family });
