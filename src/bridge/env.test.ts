import { describe, expect, it } from 'vitest';
import { detectHost, envFor } from './env';

const CHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/en';
const MINI = `${CHAT} miniProgram/wx1234567890`;
const WORK =
  'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36 wxwork/4.1.20 MicroMessenger/7.0.1 Language/en';
const CHROME =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

describe('detectHost', () => {
  it('tells the chat app, its mini-program web view, its enterprise variant and a plain browser apart', () => {
    expect(detectHost(CHAT)).toBe('chat-app');
    expect(detectHost(MINI)).toBe('mini-program');
    expect(detectHost(WORK)).toBe('enterprise-chat-app');
    expect(detectHost(CHROME)).toBe('browser');
    expect(detectHost('')).toBe('browser');
  });

  it('knows the mini-program web view from the environment flag of older clients', () => {
    expect(detectHost(CHAT, 'miniprogram')).toBe('mini-program');
    expect(detectHost(CHROME, 'miniprogram')).toBe('browser');
  });
});

describe('envFor', () => {
  it('offers chat-app payment and the share card in the chat app only', () => {
    expect(envFor('chat-app')).toEqual({
      host: 'chat-app',
      canPay: { chatApp: true, card: true },
      canScan: true,
      canShareCard: true,
    });
    for (const host of ['mini-program', 'enterprise-chat-app', 'browser'] as const) {
      expect(envFor(host).canPay).toEqual({ chatApp: false, card: true });
      expect(envFor(host).canShareCard).toBe(false);
    }
  });
});
