import { describe, expect, it } from 'vitest';
import { getDomain } from './public-suffix';

describe('the mock build’s stand-in for tldts', () => {
  it('gives the last two labels of a name, as the cookie store needs for a developer’s host', () => {
    expect(getDomain('dev.shoes.example')).toBe('shoes.example');
    expect(getDomain('laptop.local')).toBe('laptop.local');
  });

  it('gives no domain for an IP address or a single label', () => {
    expect(getDomain('127.0.0.1')).toBeNull();
    expect(getDomain('[::1]')).toBeNull();
    expect(getDomain('localhost')).toBeNull();
  });
});
