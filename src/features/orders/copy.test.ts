// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy';

const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}

afterEach(() => {
  if (original) Object.defineProperty(navigator, 'clipboard', original);
  else Reflect.deleteProperty(navigator, 'clipboard');
  vi.restoreAllMocks();
});

describe('copyText', () => {
  it('uses the Clipboard API when it is there', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    await expect(copyText('SO202603100007')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('SO202603100007');
  });

  it('falls back to a hidden textarea when the Clipboard API refuses, and leaves nothing behind', async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    let copied = '';
    const exec = vi.fn(() => {
      const area = document.querySelector('textarea');
      copied = area?.value ?? '';
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    await expect(copyText('SO1')).resolves.toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
    expect(copied).toBe('SO1');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('says so when neither way works', async () => {
    setClipboard(undefined);
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    await expect(copyText('SO1')).resolves.toBe(false);
    Object.defineProperty(document, 'execCommand', {
      value: () => {
        throw new Error('not allowed');
      },
      configurable: true,
    });
    await expect(copyText('SO1')).resolves.toBe(false);
  });
});
