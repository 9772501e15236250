import { http, type RequestHandler } from 'msw';
import { accountMessage, claimOf, claimWelcomeCoupon, inviteRewardOf } from '../db/account';
import { api, fail, jsonBody, numberParam } from '../lib/http';
import { session } from '../lib/session';

/** Mirrors src/api/expand.ts. Both calls are session calls; `shopId` is the shared shop. */
export const expandHandlers: RequestHandler[] = [
  http.get(
    api('/expand/is-new-user'),
    session(({ request, user, db }) => {
      const shopId = numberParam(request, 'shopId') ?? 0;
      const reward = user.isNew && inviteRewardOf(db, shopId) && !claimOf(db, user.id, 'invite', shopId);
      return { newUser: user.isNew ? 1 : 0, newUserReward: reward ? 1 : 0 };
    }),
  ),

  http.post(
    api('/expand/receive'),
    session(async ({ request, user, lang, db }) => {
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
      const claim = { shopId, kind: 'invite', initiativeId: inviterId, couponVo: reward.couponVo } as const;
      return { newReward: { couponVo: claimWelcomeCoupon(db, user, claim, lang) } };
    }),
  ),
];
