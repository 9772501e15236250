import { describe, expect, it } from 'vitest';
import zhCN from '../locales/zh-CN.json';

/** Every text of a locale file, wherever it sits. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

// One name for each thing: a cabinet is 柜机 throughout the Simplified Chinese texts.
describe('one word for a cabinet in Simplified Chinese', () => {
  it('is 柜机 in every text, never 柜子', () => {
    expect(textsOf(zhCN).filter((text) => text.includes('柜子'))).toEqual([]);
  });
});

// A box of a cabinet is 箱格 throughout: "箱格 A08" for its number, never 箱号, 箱格号, "A08 号箱" or 柜格. Its door
// (箱门) and opening it (开箱) keep their usual words; a box on its own (空箱, 箱内) is a 箱格 too.
const OTHER_BOX_NAMES = /箱格号|柜格|(?<!开)箱(?![格门])/;

describe('one word for a box in Simplified Chinese', () => {
  it('is 箱格 in every text', () => {
    expect(textsOf(zhCN).filter((text) => OTHER_BOX_NAMES.test(text))).toEqual([]);
  });

  it('tells the other names apart from the right ones', () => {
    for (const wrong of ['箱号 A08', '箱格号', 'A08 号箱', '柜格已满', '空箱 3/24', '放入箱内'])
      expect(OTHER_BOX_NAMES.test(wrong), wrong).toBe(true);
    for (const right of ['箱格 A08', '空闲箱格 3/24', '关好箱门', '开箱失败', '放入箱格'])
      expect(OTHER_BOX_NAMES.test(right), right).toBe(false);
  });
});
