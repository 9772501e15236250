import { describe, expect, it } from 'vitest';
import { seedDb } from './index';

// A name is a name: the shops, their brands and the store named after the shop are called
// the same in every language, not translated word for word.
describe("the seeded shops' names", () => {
  const db = seedDb();
  const same = (text: { en: string; vi: string; 'zh-CN': string }) =>
    [text.vi, text['zh-CN']].every((t) => t === text.en);

  it('are the same in English, Vietnamese and Simplified Chinese', () => {
    for (const shop of db.shops) {
      expect(same(shop.name), shop.name.en).toBe(true);
      expect(same(shop.brand), shop.brand.en).toBe(true);
    }
    for (const store of db.stores) expect(same(store.name), store.name.en).toBe(true);
  });

  it('name the brands the same in the agreements as the shops do', () => {
    const agreement = db.configs.find((row) => row.shopId === 0)?.userAgreement;
    expect(agreement?.vi).toContain('Shoe Care');
    expect(agreement?.['zh-CN']).toContain('Shoe Care');
  });
});

// A coupon takes its amount off (mocks/db/commerce/coupons.ts, discountOf): its name says so, and never promises a
// free wash the amount may not cover.
describe("the seeded coupons' names", () => {
  const db = seedDb();
  const free = /free|miễn phí|免费|首双/i;

  it('promise no free wash, in any language', () => {
    const names = [
      ...db.couponTemplates.map((row) => row.name),
      ...db.coupons.map((row) => row.name),
      ...db.newUserActivities.map((row) => row.couponVo.name),
      ...db.inviteRewards.map((row) => row.couponVo.name),
    ];
    for (const name of names) for (const text of Object.values(name)) expect(text).not.toMatch(free);
  });
});

// The shop's texts a customer reads in the app (agreements, the washing process) call things as the app does
// (locales/*.json): an overdue fee, not an overtime fee; a box is 箱格 in Simplified Chinese (scripts/locale-terms.test.ts).
describe("the seeded shops' texts", () => {
  const db = seedDb();
  const texts = db.configs.flatMap((row) => [row.userAgreement, row.privacyAgreement, ...row.flow]);

  it('name the fee for shoes left too long as the app does', () => {
    const agreement = db.configs.find((row) => row.shopId === 0)?.userAgreement;
    expect(agreement?.en).toContain('overdue fee');
    for (const text of texts) expect(text.en).not.toMatch(/overtime/i);
  });

  it('name a box 箱格 in Simplified Chinese', () => {
    for (const text of texts) expect(text['zh-CN']).not.toMatch(/箱格号|柜格|(?<!开)箱(?![格门])/);
  });
});
