import { describe, expect, it } from 'vitest';
import { lastSignedWxUrl, MOCK_WX_APP_ID } from '../../mocks/handlers/wx';
import { sha1Hex, signWxConfig } from '../../mocks/lib/wx-signature';
import { ApiError } from './errors';
import { getWxConfig } from './wx';

describe('wx: the chat-app signature', () => {
  it('computes SHA-1', () => {
    expect(sha1Hex('')).toBe('da39a3ee5e6b4b0d3255bfef95601890afd80709');
    expect(sha1Hex('abc')).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
    expect(sha1Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '84983e441c3bd26ebaae4aa1f95129e5e54670f1',
    );
    expect(sha1Hex('a'.repeat(1000))).toBe('291e9a6c66994949b57ba5e650361e98fc36b1ba');
  });

  it('signs the URL it is given and remembers it', async () => {
    expect(lastSignedWxUrl()).toBeNull();
    const url = 'https://shoes.example.com/?shopId=3';
    const config = await getWxConfig({ url });
    expect(config.appId).toBe(MOCK_WX_APP_ID);
    expect(config.signature).toBe(signWxConfig(config.nonceStr, config.timestamp, url));
    expect(config.signature).toMatch(/^[0-9a-f]{40}$/);
    expect(Math.abs(config.timestamp - Date.now() / 1000)).toBeLessThan(5);
    expect(lastSignedWxUrl()).toBe(url);
  });

  it('echoes the app id it is asked for', async () => {
    const config = await getWxConfig({ url: 'https://shoes.example.com/', appId: 'wx1234' });
    expect(config.appId).toBe('wx1234');
  });

  it('refuses a URL with its # part or a relative one, and signs nothing', async () => {
    const withHash = await getWxConfig({ url: 'https://shoes.example.com/#/pages/Home/Home/index' }).catch(
      (e: unknown) => e,
    );
    expect(withHash).toBeInstanceOf(ApiError);
    expect(withHash).toMatchObject({ kind: 'business', code: 400 });
    await expect(getWxConfig({ url: '/pages/Home/Home/index' })).rejects.toMatchObject({ code: 400 });
    expect(lastSignedWxUrl()).toBeNull();
  });
});
