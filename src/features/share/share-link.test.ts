import { describe, expect, it } from 'vitest';
import { readLandingParams } from '../../lib/url-params';
import { inviteLink } from './share-link';

describe('the invite link', () => {
  it("carries the customer's id as pid and the current shop as shareShopId, inside the hash", () => {
    const link = inviteLink({ origin: 'https://shoes.example', pathname: '/app/' }, '1001', '3');
    expect(link).toBe('https://shoes.example/app/#/pages/Home/Home/index?shopId=3&pid=1001&shareShopId=3');
  });

  it('is read back by the landing code as the friend arrives', () => {
    const link = inviteLink({ origin: 'https://shoes.example', pathname: '/' }, '42', '0');
    expect(readLandingParams(link)).toEqual({ shopId: '0', pid: '42', shareShopId: '0' });
  });
});
