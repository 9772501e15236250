/**
 * What the addresses feature shares: the picker link (creating an order opens the address list as a picker
 * and reads the choice from `receivingAtom`), the hook that keeps that choice filled, and the region cascade.
 */
export { nextChoice } from './address-choice';
export type { RegionValue } from './address-form';
export {
  ADDRESS_FAMILIES,
  type AddressFamily,
  addressFormPath,
  addressListPath,
  addressPickerPath,
  parseFamily,
} from './families';
export { RegionField } from './RegionPicker';
export { chosenAtomOf, useAddrList, useReceivingChoice, useReceivingList } from './use-addresses';
