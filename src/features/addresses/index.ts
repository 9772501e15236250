/**
 * What the addresses feature shares: the picker link (creating an order opens the address list as a picker
 * and reads the choice from `receivingAtom`) and the hook that keeps that choice filled. Not the region field:
 * no other feature shows it, and every screen that imports this file would load it (and its icon).
 */
export { nextChoice } from './address-choice';
export {
  ADDRESS_FAMILIES,
  type AddressFamily,
  addressFormPath,
  addressListPath,
  addressPickerPath,
  parseFamily,
} from './families';
export { chosenAtomOf, useAddrList, useReceivingChoice, useReceivingList } from './use-addresses';
