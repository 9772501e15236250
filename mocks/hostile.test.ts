import { describe, expect, it } from 'vitest';
import { getBrand } from '../src/api/shop';
import { getDb } from './db';
import { HOSTILE_LOGIN_MESSAGE, PAYLOADS } from './hostile';

const control = async (body: unknown) =>
  (await fetch('http://localhost/user-api/__mock/hostile-texts', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).then((response) => response.json())) as { code: number; data: { on: boolean; rewritten: number } };

const login = async (phone: string, password: string) =>
  (await fetch('http://localhost/user-api/auth/password-login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone, password }),
  }).then((response) => response.json())) as { code: number; msg: string; data: { token: string } | null };

describe('hostile texts (POST /__mock/hostile-texts)', () => {
  it('rewrites the server texts into payloads, once, keeping their words', async ({ annotate }) => {
    const first = await control({ on: true });
    expect(first.data.on).toBe(true);
    expect(first.data.rewritten).toBeGreaterThan(100);
    const db = getDb();
    expect(db.goods[0]?.name.en).toMatch(/^\S.* (<|javascript:|")/);
    expect(db.configs[0]?.userAgreement.en).toContain('<script>window.__xss=12</script>');
    expect(db.orders.find((order) => order.remarks)?.remarks).toMatch(/window\.__xss/);
    const brand = (await getBrand('0')).brand;
    expect(PAYLOADS.some((payload) => brand.endsWith(payload))).toBe(true);
    // a second switch-on changes nothing more
    expect((await control({ on: true })).data.rewritten).toBe(0);
    expect((await getBrand('0')).brand).toBe(brand);
    // no text gets two payloads, even where seed rows share one
    const reasons = getDb().refundReasons.map((reason) => reason.text.en);
    for (const reason of reasons) expect(reason.match(/window\.__xss/g)?.length, reason).toBe(1);
    await annotate(`${first.data.rewritten} texts rewritten`, 'hostile texts');
  });

  it('is undone by a reset, which reseeds the texts clean', async () => {
    await control({ on: true });
    await fetch('http://localhost/user-api/__mock/reset', { method: 'POST' });
    expect(JSON.stringify(getDb())).not.toContain('window.__xss');
    expect((await getBrand('0')).brand).toBe('Shoe Care');
  });

  it('makes a failed login answer a payload, and lets the right password in', async () => {
    await control({ on: true });
    expect(await login('13800138000', 'wrong1')).toMatchObject({ code: 400, msg: HOSTILE_LOGIN_MESSAGE });
    expect((await login('13800138000', 'demo123')).code).toBe(200);
    await control({ on: false });
    expect((await login('13800138000', 'wrong1')).msg).not.toContain('<');
  });
});
