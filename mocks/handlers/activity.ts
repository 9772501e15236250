import { http, type RequestHandler } from 'msw';
import { getDb } from '../db';
import { accountMessage, claimOf, claimWelcomeCoupon, couponVoOf, newUserActivityOf } from '../db/account';
import { api, fail, jsonBody, numberParam, ok } from '../lib/http';
import { session } from '../lib/session';
import { langOf, tr } from '../lib/text';

/** Mirrors src/api/activity.ts. */
export const activityHandlers: RequestHandler[] = [
  // Public: a banner leads here.
  http.get(api('/activity/discount-activity'), ({ request }) => {
    const lang = langOf(request);
    const id = numberParam(request, 'activityId');
    const activity = getDb().discountActivities.find((row) => row.id === id);
    if (!activity) return fail(400, accountMessage('activityUnknown', lang));
    return ok({
      id: activity.id,
      title: tr(activity.title, lang),
      description: tr(activity.description, lang),
      startTime: activity.startTime,
      endTime: activity.endTime,
      discount: activity.discount,
      goodsIds: activity.goodsIds,
    });
  }),

  // Session: is the customer new, and what would this shop give them.
  http.get(
    api('/activity/new-user-activity'),
    session(({ request, user, lang, db }) => {
      const shopId = numberParam(request, 'shopId') ?? 0;
      const activity = newUserActivityOf(db, shopId);
      const eligible = user.isNew && activity && !claimOf(db, user.id, 'new-user', shopId);
      return {
        newUser: user.isNew ? 1 : 0,
        gaveCoupon: eligible ? { couponVo: couponVoOf(activity.couponVo, lang) } : null,
      };
    }),
  ),

  // Session: claim it, once. Claiming makes the customer no longer new.
  http.post(
    api('/activity/receive-new-user'),
    session(async ({ request, user, lang, db }) => {
      const body = await jsonBody<{ shopId: unknown }>(request);
      const shopId = typeof body.shopId === 'number' ? body.shopId : Number(body.shopId ?? 0);
      const activity = newUserActivityOf(db, shopId);
      if (!activity) return fail(400, accountMessage('noNewUserActivity', lang));
      if (claimOf(db, user.id, 'new-user', shopId)) return fail(400, accountMessage('newUserClaimed', lang));
      if (!user.isNew) return fail(400, accountMessage('notNewUser', lang));
      const claim = { shopId, kind: 'new-user', initiativeId: null, couponVo: activity.couponVo } as const;
      return { gaveCoupon: { couponVo: claimWelcomeCoupon(db, user, claim, lang) } };
    }),
  ),
];
