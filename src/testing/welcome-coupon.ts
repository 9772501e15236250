import type { CouponVo } from '../api/schemas/coupon-vo';

/** The welcome coupon the mock's shop gives a new customer (mocks/db/account/seed.ts), as the English answer sends it. */
export const WELCOME_COUPON: CouponVo = {
  amount: 10,
  type: 1,
  name: 'New customer: 10 off a wash',
  goodsIds: '',
  termOfValidity: 30,
  termUnit: 'day',
};
