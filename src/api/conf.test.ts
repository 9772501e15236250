import { describe, expect, it } from 'vitest';
import { getDb } from '../../mocks/db';
import { localeAtom } from '../state/locale';
import { getAppStore } from '../state/store';
import { getCommonConfig } from './conf';

describe('conf: the common config per shop', () => {
  it('serves the shop config anonymously, agreements as HTML', async () => {
    const config = await getCommonConfig('3');
    expect(config.servicePhone).toBe('400-800-5678');
    expect(config.userAgreement).toContain('<p>');
    expect(config.userAgreement).toContain('Fresh Steps');
    expect(config.privacyAgreement).toContain('Privacy');
    expect(config.flow).toHaveLength(6);
  });

  it('has its own steps for each shop and falls back to the default shop', async () => {
    expect((await getCommonConfig('5')).flow).toHaveLength(4);
    expect((await getCommonConfig('42')).servicePhone).toBe('400-800-1234');
  });

  it('follows the language', async () => {
    getAppStore().set(localeAtom, 'zh-CN');
    const config = await getCommonConfig('0');
    expect(config.flow[0]).toBe('存入智能柜或预约上门取件');
    expect(config.userAgreement).toContain('服务协议');
    getAppStore().set(localeAtom, 'vi');
    expect((await getCommonConfig('0')).privacyAgreement).toContain('Chính sách quyền riêng tư');
  });

  it('shows what the server holds now', async () => {
    const row = getDb().configs.find((config) => config.shopId === 0);
    if (row) row.servicePhone = '400-000-0000';
    expect((await getCommonConfig('0')).servicePhone).toBe('400-000-0000');
  });
});
