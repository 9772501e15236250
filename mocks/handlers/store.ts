import { http } from 'msw';
import { getDb } from '../db';
import { ORDER_MESSAGES, storeOf } from '../db/orders';
import { api, fail, ok, stringParam } from '../lib/http';
import { langOf, tr } from '../lib/text';

/** Mirrors src/api/store.ts: public calls. */
export const storeHandlers = [
  http.get(api('/store/store-info'), ({ request }) => {
    const lang = langOf(request);
    const store = storeOf(getDb(), stringParam(request, 'storeNo'));
    if (!store) return fail(404, tr(ORDER_MESSAGES.storeNotFound, lang));
    return ok({
      storeNo: store.storeNo,
      name: tr(store.name, lang),
      address: tr(store.address, lang),
      latitude: store.latitude,
      longitude: store.longitude,
      phone: store.phone,
      openHours: store.openHours,
      shopId: store.shopId,
    });
  }),
];
