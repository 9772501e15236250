import * as v from 'valibot';
import type { Address, AddressInput } from '../../api/schemas/address';
import type { Id } from '../../lib/id';
import { checkPhone } from '../../lib/phone';
import type { AddressFamily } from './families';

/** A region picked down to its last level: the codes from province down, and their names joined for display. */
export type RegionValue = { codes: string[]; text: string };

export type AddressFormValues = {
  contact: string;
  phone: string;
  region: RegionValue | null;
  detail: string;
  isDefault: boolean;
};

/**
 * What is typed on an address form is kept as a draft (src/state/drafts.ts) until it is saved: one of each
 * family's new address, and one of each address being edited.
 */
export const addressDraftName = (family: AddressFamily, id?: Id) => `address.${family}.${id ?? 'new'}`;

/** Every field is kept, so every field is read back; a value of another shape drops the draft. */
export const addressDraftSchema = v.partial(
  v.object({
    contact: v.string(),
    phone: v.string(),
    region: v.nullable(v.object({ codes: v.array(v.string()), text: v.string() })),
    detail: v.string(),
    isDefault: v.boolean(),
  }),
);

/** Each problem is one of the spec's messages, `validation.<problem>` in the locale files. */
export type AddressFormProblem =
  | 'recipientRequired'
  | 'userNameRequired'
  | 'userPhoneRequired'
  | 'phoneFormat'
  | 'addressIncomplete';

export type AddressField = 'contact' | 'phone' | 'region' | 'detail';

export const problemKey = (problem: AddressFormProblem) => `validation.${problem}` as const;

/** Which field a problem is about (the form marks it and puts the focus there). */
export const fieldOf = (problem: AddressFormProblem): AddressField =>
  problem === 'recipientRequired' || problem === 'userNameRequired'
    ? 'contact'
    : problem === 'userPhoneRequired' || problem === 'phoneFormat'
      ? 'phone'
      : 'region';

export const emptyAddressForm = (): AddressFormValues => ({
  contact: '',
  phone: '',
  region: null,
  detail: '',
  isDefault: false,
});

export const formValuesOf = (address: Address): AddressFormValues => ({
  contact: address.contact,
  phone: address.phone,
  region: address.regionCodes.length > 0 ? { codes: address.regionCodes, text: address.regionText } : null,
  detail: address.detail,
  isDefault: address.isDefault,
});

/**
 * The first problem of an address form, in the order a customer fills it in, or null when it can be sent:
 * the recipient (name and phone: both missing, or one of them), the phone's format (the client rule and the
 * server's mobile pattern), then a complete address (a region picked down to its last level and the detail).
 */
export function checkAddressForm(
  values: AddressFormValues,
  mobilePattern: RegExp | null | undefined,
): AddressFormProblem | null {
  const contact = values.contact.trim();
  const phone = values.phone.trim();
  if (!contact && !phone) return 'recipientRequired';
  if (!contact) return 'userNameRequired';
  const phoneProblem = checkPhone(phone, mobilePattern);
  if (phoneProblem === 'empty') return 'userPhoneRequired';
  if (phoneProblem === 'format') return 'phoneFormat';
  if (!values.region || values.region.codes.length === 0 || !values.detail.trim()) return 'addressIncomplete';
  return null;
}

/** What is sent to add (no id) or edit an address: trimmed, with the region's codes and display text. */
export function toAddressInput(values: AddressFormValues, id?: Id): AddressInput {
  return {
    ...(id === undefined ? {} : { id }),
    contact: values.contact.trim(),
    phone: values.phone.trim(),
    regionCodes: values.region?.codes ?? [],
    regionText: values.region?.text ?? '',
    detail: values.detail.trim(),
    isDefault: values.isDefault,
  };
}

/** Region names as one line: "Guangdong, Shenzhen, Nanshan"; Chinese writes them together ("广东省深圳市南山区"). */
export function joinRegionNames(names: string[], language: string): string {
  return names.join(language.startsWith('zh') ? '' : ', ');
}
