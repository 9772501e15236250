/** Commerce family tables (goods, wallet, coupons, addresses, regions): filled by the commerce work. */
export type CommerceTables = Record<never, never>;

export function seedCommerce(): CommerceTables {
  return {};
}
