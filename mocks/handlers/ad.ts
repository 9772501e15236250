import { http, type RequestHandler } from 'msw';
import { getDb } from '../db';
import { api, numberParam, ok } from '../lib/http';
import { langOf, tr } from '../lib/text';

/** Mirrors src/api/ad.ts. Public. */
export const adHandlers: RequestHandler[] = [
  http.get(api('/ad/list'), ({ request }) => {
    const shopId = numberParam(request, 'shopId') ?? 0;
    const lang = langOf(request);
    const banners = getDb()
      .banners.filter((banner) => banner.shopId === shopId)
      .sort((a, b) => a.sort - b.sort);
    return ok(
      banners.map((banner) => ({
        id: banner.id,
        image: banner.image,
        title: tr(banner.title, lang),
        link: banner.link,
      })),
    );
  }),
];
