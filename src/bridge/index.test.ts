// @vitest-environment happy-dom

import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureLandingUrl, createBridge, getBridge, getLandingUrl, installBridge, useBridge } from '.';
import { createBrowserBridge } from './browser/bridge';
import { urlForSignature } from './landing';

afterEach(() => {
  installBridge(createBrowserBridge());
});

describe('createBridge', () => {
  it('picks the chat-app implementation inside the chat app and the browser one elsewhere', () => {
    const ua = vi.spyOn(navigator, 'userAgent', 'get');
    ua.mockReturnValue('Mozilla/5.0 (iPhone) Mobile/15E148 MicroMessenger/8.0.47 NetType/WIFI');
    expect(createBridge().env.host).toBe('chat-app');
    ua.mockReturnValue('Mozilla/5.0 (iPhone) Mobile/15E148 MicroMessenger/8.0.47 miniProgram/wx1');
    expect(createBridge().env).toMatchObject({ host: 'mini-program', canPay: { chatApp: false } });
    ua.mockReturnValue('Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36');
    expect(createBridge().env.host).toBe('browser');
  });
});

describe('installBridge and useBridge', () => {
  it('hands components the installed bridge and re-renders them when it changes', () => {
    const first = createBrowserBridge();
    installBridge(first);
    expect(getBridge()).toBe(first);
    const { result } = renderHook(() => useBridge());
    expect(result.current).toBe(first);
    const second = createBrowserBridge({ host: 'mock' });
    act(() => installBridge(second));
    expect(result.current).toBe(second);
    expect(result.current.env.host).toBe('mock');
  });
});

describe('the landing URL', () => {
  it('is kept as captured, and signed without its # part', () => {
    captureLandingUrl('https://h.example/?shopId=3#/pages/Home/Home/index?pid=9');
    expect(getLandingUrl()).toBe('https://h.example/?shopId=3#/pages/Home/Home/index?pid=9');
    expect(urlForSignature(getLandingUrl() ?? '')).toBe('https://h.example/?shopId=3');
    expect(urlForSignature('https://h.example/a')).toBe('https://h.example/a');
  });
});
