import { http } from 'msw';
import { SITE_KINDS } from '../../src/api/schemas/site';
import { DEFAULT_POSITION } from '../../src/state/position';
import { getDb } from '../db';
import { shopOf } from '../db/core';
import { appointmentSiteOf, appointmentView, ORDER_MESSAGES, siteOf, siteViews } from '../db/orders';
import { api, fail, numberParam, ok, stringParam } from '../lib/http';
import { langOf, tr } from '../lib/text';

/** Mirrors src/api/site.ts: public calls (no token needed). */
export const siteHandlers = [
  /** Sites of the shop, nearest first; `distance` in metres by haversine (src/lib/geo.ts) from the given position. */
  http.get(api('/site/nearby'), ({ request }) => {
    const db = getDb();
    const latitude = numberParam(request, 'latitude') ?? DEFAULT_POSITION.latitude;
    const longitude = numberParam(request, 'longitude') ?? DEFAULT_POSITION.longitude;
    const type = stringParam(request, 'type');
    const shop = shopOf(db, numberParam(request, 'shopId'));
    return ok(
      siteViews(
        db,
        shop.id,
        { latitude, longitude },
        langOf(request),
        SITE_KINDS.find((kind) => kind === type),
      ),
    );
  }),
  /** The door-to-door calendar of a site, or of the shop's door-to-door site. */
  http.get(api('/site/appointment-info'), ({ request }) => {
    const db = getDb();
    const siteId = numberParam(request, 'siteId');
    const site =
      siteId !== undefined ? siteOf(db, siteId) : appointmentSiteOf(db, shopOf(db, numberParam(request, 'shopId')).id);
    if (!site) return fail(404, tr(ORDER_MESSAGES.siteNotFound, langOf(request)));
    return ok(appointmentView(db, site));
  }),
];
