import { seedAddresses, seedRegions } from './seed-addresses';
import { seedCoupons } from './seed-coupons';
import { seedGoods } from './seed-goods';
import { seedRecharge, seedWallets } from './seed-wallets';
import type { CommerceTables } from './tables';

/** The commerce tables as a fresh db has them; dates count from now, so coupons and records stay current. */
export function seedCommerce(): CommerceTables {
  const now = Date.now();
  return {
    ...seedGoods(),
    ...seedWallets(now),
    ...seedRecharge(),
    ...seedCoupons(now),
    ...seedAddresses(now),
    regions: seedRegions(),
  };
}
