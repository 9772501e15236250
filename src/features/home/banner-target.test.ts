import { describe, expect, it } from 'vitest';
import { bannerTarget } from './banner-target';

describe('where a banner leads', () => {
  it('opens a discount activity inside the app', () => {
    expect(bannerTarget({ type: 'activity', activityId: '2' })).toEqual({ type: 'activity', activityId: '2' });
  });

  it("goes to one of the app's own routes, with its query", () => {
    expect(bannerTarget({ type: 'route', path: '/pages/Home/TopUp/index' })).toEqual({
      type: 'route',
      path: '/pages/Home/TopUp/index',
    });
    expect(bannerTarget({ type: 'route', path: '/pages/Home/ProductDetail/index?id=101' })).toEqual({
      type: 'route',
      path: '/pages/Home/ProductDetail/index?id=101',
    });
  });

  it('never leaves the app or follows an unknown route', () => {
    expect(bannerTarget({ type: 'route', path: '/pages//evil.example.com' })).toBeNull();
    expect(bannerTarget({ type: 'route', path: '/pages/Nope/index' })).toBeNull();
    expect(bannerTarget({ type: 'route', path: '/pages/Home/Home/index?x=1 javascript:alert(1)' })).toBeNull();
    expect(bannerTarget({ type: 'none' })).toBeNull();
  });
});
