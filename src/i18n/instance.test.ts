import { describe, expect, it, vi } from 'vitest';
import { i18n } from './instance';

describe("the app's texts", () => {
  it('says on the console when a text is asked for that has not come with its code', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(i18n.t('nowhere.to.be.found' as never)).toBe('nowhere.to.be.found');
    expect(error).toHaveBeenCalledWith('Missing text: nowhere.to.be.found');
  });
});
