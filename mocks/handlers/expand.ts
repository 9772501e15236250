import { http, type RequestHandler } from 'msw';
import { getDb } from '../db';
import { accountMessage, claimOf, couponVoOf, inviteRewardOf } from '../db/account';
import { grantCoupon } from '../db/commerce';
import { api, fail, jsonBody, numberParam, ok, unauthorized, userOf } from '../lib/http';
import { nextId } from '../lib/rows';
import { langOf } from '../lib/text';
import { nowIso } from '../lib/time';

/** Mirrors src/api/expand.ts. Both calls are session calls; `shopId` is the shared shop. */
export const expandHandlers: RequestHandler[] = [
  http.get(api('/expand/is-new-user'), ({ request }) => {
    const db = getDb();
    const user = userOf(request);
    if (!user) return unauthorized();
    const shopId = numberParam(request, 'shopId') ?? 0;
    const reward = user.isNew && inviteRewardOf(db, shopId) && !claimOf(db, user.id, 'invite', shopId);
    return ok({ newUser: user.isNew ? 1 : 0, newUserReward: reward ? 1 : 0 });
  }),

  http.post(api('/expand/receive'), async ({ request }) => {
    const db = getDb();
    const user = userOf(request);
    if (!user) return unauthorized();
    const lang = langOf(request);
    const body = await jsonBody<{ shopId: unknown; initiativeId: unknown }>(request);
    const shopId = Number(body.shopId ?? 0);
    const inviterId = Number(body.initiativeId);
    const reward = inviteRewardOf(db, shopId);
    if (!reward) return fail(400, accountMessage('noInviteReward', lang));
    if (!Number.isInteger(inviterId) || !db.users.some((row) => row.id === inviterId))
      return fail(400, accountMessage('inviterUnknown', lang));
    if (inviterId === user.id) return fail(400, accountMessage('inviteSelf', lang));
    if (claimOf(db, user.id, 'invite', shopId)) return fail(400, accountMessage('rewardClaimed', lang));
    if (!user.isNew) return fail(400, accountMessage('notNewUser', lang));
    db.welcomeClaims.push({
      id: nextId(db.welcomeClaims),
      userId: user.id,
      shopId,
      kind: 'invite',
      initiativeId: inviterId,
      couponVo: reward.couponVo,
      claimedAt: nowIso(),
    });
    user.isNew = false;
    // the welcome coupon becomes one of the customer's own vouchers, usable at checkout
    grantCoupon(db, user.id, couponVoOf(reward.couponVo, lang));
    return ok({ newReward: { couponVo: couponVoOf(reward.couponVo, lang) } });
  }),
];
