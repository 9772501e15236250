import { describe, expect, it } from 'vitest';
import { readLandingParams, readUrlParams } from './url-params';

describe('landing parameters', () => {
  it('reads the query before the #', () => {
    expect(readLandingParams('https://h/?shopId=3&pid=77#/pages/Home/Home/index')).toEqual({ shopId: '3', pid: '77' });
  });

  it('reads the query after the #, which wins', () => {
    expect(readLandingParams('https://h/?shopId=3#/pages/Home/Home/index?shopId=5&shareShopId=8')).toEqual({
      shopId: '5',
      shareShopId: '8',
    });
  });

  it('ignores values that are not ids', () => {
    expect(readLandingParams('https://h/#/?shopId=abc&pid=<script>&shareShopId=-1')).toEqual({});
  });

  it('keeps other parameters such as lockerNo', () => {
    expect(readUrlParams('https://h/#/pages/Order/PendingList/index?lockerNo=L001').get('lockerNo')).toBe('L001');
  });
});
