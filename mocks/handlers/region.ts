import { http } from 'msw';
import { ROOT_REGION_CODE } from '../../src/api/schemas/region';
import { getDb } from '../db';
import { regionChildren } from '../db/commerce';
import { api, ok, stringParam } from '../lib/http';
import { langOf, tr } from '../lib/text';

/** Mirrors src/api/region.ts. Public: the region tree is the same for everyone. */
export const regionHandlers = [
  http.get(api('/region/get-by-pcode'), ({ request }) => {
    const db = getDb();
    const lang = langOf(request);
    const pcode = stringParam(request, 'pcode') || ROOT_REGION_CODE;
    return ok(
      regionChildren(db, pcode).map((region) => ({
        code: region.code,
        name: tr(region.name, lang),
        hasChildren: db.regions.some((row) => row.pcode === region.code),
      })),
    );
  }),
];
