import { describe, expect, it } from 'vitest';
import { getDb } from '../../mocks/db';
import { compileMobilePattern, isValidPhone } from '../lib/phone';
import { getMobileRegular, getSysLanguages } from './sys';

describe('sys: languages and the mobile pattern', () => {
  it('lists the three languages, anonymously', async () => {
    expect(await getSysLanguages()).toEqual([
      { code: 'en', name: 'English' },
      { code: 'vi', name: 'Tiếng Việt' },
      { code: 'zh-CN', name: '简体中文' },
    ]);
  });

  it('leaves out languages the app has no texts for', async () => {
    getDb().languages.push({ code: 'fr' as 'en', name: 'Français' });
    expect((await getSysLanguages()).map((language) => language.code)).toEqual(['en', 'vi', 'zh-CN']);
  });

  it('serves the mobile pattern, which the app compiles and applies with its own rule', async () => {
    const { regular } = await getMobileRegular();
    expect(regular).toBe('^1[3-9]\\d{9}$');
    const pattern = compileMobilePattern(regular);
    expect(isValidPhone('13800138000', pattern)).toBe(true);
    expect(isValidPhone('12800138000', pattern)).toBe(false);
  });

  it('follows a changed setting, and an invalid pattern counts as absent', async () => {
    getDb().mobileRegular = '^1[3-9\\d{9}$';
    const { regular } = await getMobileRegular();
    expect(regular).toBe('^1[3-9\\d{9}$');
    expect(compileMobilePattern(regular)).toBeNull();
    getDb().mobileRegular = '';
    expect(compileMobilePattern((await getMobileRegular()).regular)).toBeNull();
  });
});
