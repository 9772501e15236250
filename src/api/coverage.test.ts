import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every call of spec section 7 has a function in src/api and a handler in mocks/handlers (mirroring each
 * other). The list is the spec's, copied here so the test does not depend on where the spec lives.
 */
const SPEC_CALLS = `
GET /file/aliyun-sts-token
GET /auth/get-user-info
GET /conf/get-by-shopid
GET /sys/get-sys-language
GET /sys/get-mobile-regular
GET /wx/config-info
GET /ad/list
GET /wallet/recharge-activity
GET /wallet/wallet-info
GET /wallet/shop-account
GET /wallet/bill-list
GET /wallet/coupon-list
GET /receiving/list
GET /receiving/addr-list
GET /goods/goods-type
GET /goods/goods-list
GET /goods/goods-info
GET /site/nearby
GET /site/appointment-info
GET /store/store-info
GET /locker/locker-info
GET /locker/free-box
GET /order/order-list
GET /order/order-number
GET /order/order-info-list
GET /order/order-info
GET /order/order-info-info
GET /order/open-result
GET /order/refund-reason
GET /order/order-flow
GET /shop/get-shop-info
GET /shop/order-online
GET /shop/set-recharge-activity
GET /shop/get-brand
GET /activity/discount-activity
GET /region/get-by-pcode
GET /expand/is-new-user
GET /activity/new-user-activity
POST /wallet/recharge
POST /wallet/create-order-coupon
POST /receiving/add
POST /receiving/del
POST /receiving/set-default
POST /receiving/add-addr
POST /receiving/set-addr
POST /receiving/del-addr
POST /receiving/set-addr-default
POST /order/create
POST /order/store-open
POST /order/pick-open
POST /order/store-success
POST /order/pick-success
POST /order/refund
POST /order/pay-price-diff
POST /order/pay-timeout-fee
POST /order/count-order-amount
POST /order/group-pay
POST /order/binding-order
POST /activity/receive-new-user
POST /expand/receive
POST /sms/send
POST /auth/password-login
POST /auth/register
POST /auth/update-password
POST /auth/ma-auth-phone
`
  .trim()
  .split('\n')
  .map((line) => {
    const [method = '', path = ''] = line.split(' ');
    return { method: method.toLowerCase(), path };
  });

function readAll(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const name of readdirSync(dir)) {
    if (name.endsWith('.ts') && !name.endsWith('.test.ts')) out.set(name, readFileSync(join(dir, name), 'utf8'));
  }
  return out;
}

const apiFiles = readAll('src/api');
const mockFiles = readAll('mocks/handlers');

describe('spec section 7 coverage', () => {
  it('lists the 65 calls of the spec', () => {
    expect(SPEC_CALLS).toHaveLength(65);
  });

  it.each(SPEC_CALLS)(
    '$method $path has an api function in its family module and a mock handler',
    ({ method, path }) => {
      const family = path.split('/')[1] as string;
      const api = apiFiles.get(`${family}.ts`) ?? '';
      expect(api, `src/api/${family}.ts calls ${path}`).toContain(`'${path}'`);
      const mock = mockFiles.get(`${family}.ts`) ?? '';
      expect(mock, `mocks/handlers/${family}.ts answers ${method.toUpperCase()} ${path}`).toMatch(
        new RegExp(`http\\.${method}\\(\\s*api\\('${path.replace(/\//g, '\\/')}'\\)`),
      );
    },
  );
});
