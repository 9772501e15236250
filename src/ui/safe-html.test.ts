// @vitest-environment happy-dom

import { describe, expect, it } from 'vitest';
import { applyLinkPolicy, disarmHandlers, linkPhone, safeLinkTarget } from './safe-html';

// DOMPurify does not work under happy-dom (it drops headings and links, and even lets a <script> through next
// to other elements: STACK.md trap 8), so sanitising itself is tested in Chromium (e2e/security.spec.ts: every
// server text carrying script payloads; e2e/account.spec.ts: links in an agreement). Here: the link policy.

describe('links inside server HTML', () => {
  it.each([
    ['#/pages/Home/protocol/privacy', '#/pages/Home/protocol/privacy', false],
    ['/pages/My/Wallet/index', '#/pages/My/Wallet/index', false],
    ['#/pages/Order/OrderDetail/index?id=4', '#/pages/Order/OrderDetail/index?id=4', false],
    ['https://example.com/terms', 'https://example.com/terms', true],
  ])('lets %s lead to %s', (href, expected, external) => {
    expect(safeLinkTarget(href)).toEqual({ href: expected, external });
  });

  it.each([
    ['javascript:alert(1)'],
    ['http://example.com/'],
    ['//evil.example/x'],
    ['data:text/html,<script>alert(1)</script>'],
    ['#/pages/Unknown/index'],
    ['/pages/Unknown/index'],
    ['mailto:a@b.c'],
    ['weird'],
  ])('takes the target away from %s', (href) => {
    expect(safeLinkTarget(href)).toBeNull();
  });

  const link = (href: string, target?: string) => {
    const a = document.createElement('a');
    a.setAttribute('href', href);
    if (target) a.setAttribute('target', target);
    a.textContent = 'text';
    applyLinkPolicy(a);
    return a;
  };

  it('keeps an app link in the app', () => {
    const a = link('/pages/Home/protocol/privacy', '_top');
    expect(a.getAttribute('href')).toBe('#/pages/Home/protocol/privacy');
    expect(a.hasAttribute('target')).toBe(false);
  });

  it('opens an https link in a new tab without access to the app', () => {
    const a = link('https://example.com/');
    expect(a.getAttribute('href')).toBe('https://example.com/');
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('disarms any other link, keeping its text', () => {
    for (const href of ['javascript:alert(1)', 'http://example.com/']) {
      const a = link(href, '_top');
      expect(a.hasAttribute('href')).toBe(false);
      expect(a.hasAttribute('target')).toBe(false);
      expect(a.textContent).toBe('text');
    }
  });

  it('loads images from https only', () => {
    const good = document.createElement('img');
    good.setAttribute('src', 'https://cdn.example/a.png');
    applyLinkPolicy(good);
    expect(good.getAttribute('src')).toBe('https://cdn.example/a.png');
    const bad = document.createElement('img');
    bad.setAttribute('src', 'http://cdn.example/a.png');
    applyLinkPolicy(bad);
    expect(bad.hasAttribute('src')).toBe(false);
  });
});

describe('event handlers disarmed before parsing', () => {
  it.each([
    ['<img src=x onerror="window.__xss=1">', '<img src=x x-onerror="window.__xss=1">'],
    ['<svg/onload=alert(1)>', '<svg/x-onload=alert(1)>'],
    ['<img src="x"onerror=1>', '<img src="x"x-onerror=1>'],
    ["<p title='a>b' OnClick = 'x'>t</p>", "<p title='a>b' x-OnClick = 'x'>t</p>"],
    ['<p onclick>t</p>', '<p x-onclick>t</p>'],
    ['<a href="#" onmouseover=x onfocus=y>t</a>', '<a href="#" x-onmouseover=x x-onfocus=y>t</a>'],
  ])('%s', (html, expected) => {
    expect(disarmHandlers(html)).toBe(expected);
  });

  it('leaves text, and attributes that only start like a handler, as they are', () => {
    for (const html of [
      'Pay online=fast, a < b onclick=1',
      '<p class="one">Hello onclick=1</p>',
      '<img alt="on" src="https://x/y.png">',
      '<details open><summary>x</summary></details>',
    ])
      expect(disarmHandlers(html)).toBe(html);
  });
});

describe('a service phone in clean HTML', () => {
  it('becomes a tel: link of its digits wherever the text says it', () => {
    expect(linkPhone('<p>Call 400-800-1234 or 400-800-1234.</p>', '400-800-1234')).toBe(
      '<p>Call <a href="tel:4008001234" class="html-phone">400-800-1234</a> or ' +
        '<a href="tel:4008001234" class="html-phone">400-800-1234</a>.</p>',
    );
  });

  it('leaves links already there, texts without it and a phone without digits alone', () => {
    const linked = '<p><a href="#/pages/Home/protocol/index">400-800-1234</a></p>';
    expect(linkPhone(linked, '400-800-1234')).toBe(linked);
    expect(linkPhone('<p>No phone here</p>', '400-800-1234')).toBe('<p>No phone here</p>');
    expect(linkPhone('<p>Call us</p>', 'us')).toBe('<p>Call us</p>');
  });
});
