import { http, type RequestHandler } from 'msw';
import { getDb } from '../db';
import { api, numberParam, ok } from '../lib/http';
import { langOf, tr } from '../lib/text';

/** Mirrors src/api/conf.ts. Public: the agreements are read before logging in. */
export const confHandlers: RequestHandler[] = [
  http.get(api('/conf/get-by-shopid'), ({ request }) => {
    const db = getDb();
    const shopId = numberParam(request, 'shopId') ?? 0;
    // An unknown shop gets the default shop's config, as shopOf does for the shop itself.
    const config = db.configs.find((row) => row.shopId === shopId) ?? db.configs.find((row) => row.shopId === 0);
    if (!config) return ok({ servicePhone: '', userAgreement: '', privacyAgreement: '', flow: [] });
    const lang = langOf(request);
    return ok({
      servicePhone: config.servicePhone,
      userAgreement: tr(config.userAgreement, lang),
      privacyAgreement: tr(config.privacyAgreement, lang),
      flow: config.flow.map((step) => tr(step, lang)),
    });
  }),
];
