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
