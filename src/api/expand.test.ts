import { describe, expect, it } from 'vitest';
import { getDb } from '../../mocks/db';
import { recordRequests } from '../testing/requests';
import { logIn } from '../testing/session';
import { getIsNewUser, receiveInviteReward } from './expand';

describe('expand: the invite reward', () => {
  it('needs a session', async () => {
    await expect(getIsNewUser('3')).rejects.toMatchObject({ kind: 'session' });
    await expect(receiveInviteReward({ shopId: '3', initiativeId: '1001' })).rejects.toMatchObject({ kind: 'session' });
  });

  it('gives an invited new customer the shared shop reward, once', async () => {
    logIn(1002);
    expect(await getIsNewUser('3')).toEqual({ code: 200, data: { newUser: 1, newUserReward: 1 } });

    const first = await receiveInviteReward({ shopId: '3', initiativeId: '1001' });
    expect(first.code).toBe(200);
    expect(first.data?.newReward?.couponVo).toMatchObject({ amount: 12, type: 1, termUnit: 'month' });

    expect(await receiveInviteReward({ shopId: '3', initiativeId: '1001' })).toEqual({ code: 400 });
    expect(await getIsNewUser('3')).toEqual({ code: 200, data: { newUser: 0, newUserReward: 0 } });
    expect(getDb().welcomeClaims).toEqual([
      expect.objectContaining({ userId: 1002, shopId: 3, kind: 'invite', initiativeId: 1001 }),
    ]);
  });

  it('refuses an unknown inviter, self-invitation and a shop without a reward', async () => {
    logIn(1002);
    expect(await receiveInviteReward({ shopId: '3', initiativeId: '4242' })).toEqual({ code: 400 });
    expect(await receiveInviteReward({ shopId: '3', initiativeId: '1002' })).toEqual({ code: 400 });
    expect(await getIsNewUser('5')).toEqual({ code: 200, data: { newUser: 1, newUserReward: 0 } });
    expect(await receiveInviteReward({ shopId: '5', initiativeId: '1001' })).toEqual({ code: 400 });
    expect(getDb().users.find((user) => user.id === 1002)?.isNew).toBe(true);
  });

  it("sends the inviter's id with exactly its digits, a 19-digit one too", async () => {
    logIn(1002);
    const requests = recordRequests();
    await receiveInviteReward({ shopId: '3', initiativeId: '1595960837329205001' });
    const body = await requests.find((request) => request.path.endsWith('/expand/receive'))?.request.text();
    expect(body).toMatch(/"initiativeId":"?1595960837329205001"?[,}]/);
  });

  it('gives an existing customer nothing', async () => {
    logIn(1001);
    expect(await getIsNewUser('0')).toEqual({ code: 200, data: { newUser: 0, newUserReward: 0 } });
    expect(await receiveInviteReward({ shopId: '0', initiativeId: '1002' })).toEqual({ code: 400 });
  });
});
