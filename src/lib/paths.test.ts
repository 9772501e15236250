import { describe, expect, it } from 'vitest';
import { isAppPath, PATHS, safeAppPath, withQuery } from './paths';

describe('app paths', () => {
  it('has the 25 routes of the spec and the share page', () => {
    // 25 routes from the spec's table (section 2) + the share page, the spec's promotion page (section 1)
    expect(Object.keys(PATHS)).toHaveLength(26);
    expect(PATHS.share).toBe('/pages/My/Share/index');
    expect(isAppPath('/')).toBe(true);
    expect(isAppPath('/pages/Order/OrderDetail/index/')).toBe(true);
    expect(isAppPath('/pages/Nope/index')).toBe(false);
  });

  it.each([
    ['https://evil.example/#/pages/Home/Home/index'],
    ['//evil.example'],
    ['javascript:alert(1)'],
    ['/pages/Unknown/index'],
    ['/\\evil.example'],
    [''],
  ])('refuses %s as a place to return to', (candidate) => {
    expect(safeAppPath(candidate)).toBeNull();
  });

  it('keeps an own route with its query', () => {
    expect(safeAppPath('/pages/Order/OrderDetail/index?id=42')).toBe('/pages/Order/OrderDetail/index?id=42');
  });

  it('builds queries', () => {
    expect(withQuery(PATHS.orderDetail, { id: 42, x: undefined })).toBe('/pages/Order/OrderDetail/index?id=42');
  });
});
