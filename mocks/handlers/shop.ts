import { http } from 'msw';
import { getDb } from '../db';
import { shopOf } from '../db/core';
import { api, numberParam, ok } from '../lib/http';
import { langOf, tr } from '../lib/text';

/** Mirrors src/api/shop.ts. */
export const shopHandlers = [
  http.get(api('/shop/get-brand'), ({ request }) => {
    const shop = shopOf(getDb(), numberParam(request, 'shopId'));
    return ok({ brand: tr(shop.brand, langOf(request)) });
  }),
  http.get(api('/shop/get-shop-info'), ({ request }) => {
    const shop = shopOf(getDb(), numberParam(request, 'shopId'));
    const lang = langOf(request);
    return ok({
      id: shop.id,
      name: tr(shop.name, lang),
      logo: shop.logo,
      phone: shop.phone,
      address: tr(shop.address, lang),
      orderOnline: shop.orderOnline,
    });
  }),
  http.get(api('/shop/order-online'), ({ request }) =>
    ok({ orderOnline: shopOf(getDb(), numberParam(request, 'shopId')).orderOnline }),
  ),
  http.get(api('/shop/set-recharge-activity'), ({ request }) => {
    const shop = shopOf(getDb(), numberParam(request, 'shopId'));
    return ok({ enabled: shop.id !== 5, minAmount: 10, maxAmount: 2000, customAmount: false });
  }),
];
