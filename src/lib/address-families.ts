/**
 * The two address families (spec section 3): "receiving" (`/receiving/list`, `add`, `del`, `set-default`) and
 * "addr" (`/receiving/addr-list`, `add-addr`, `set-addr`, `del-addr`, `set-addr-default`).
 */
export const ADDRESS_FAMILIES = ['receiving', 'addr'] as const;
export type AddressFamily = (typeof ADDRESS_FAMILIES)[number];

/** The family a page link names; anything else is the receiving family. */
export const parseFamily = (value: string | null | undefined): AddressFamily =>
  value === 'addr' ? 'addr' : 'receiving';
