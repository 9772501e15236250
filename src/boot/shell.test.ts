// @vitest-environment happy-dom

import { describe, expect, it } from 'vitest';
import {
  BANNER_HEIGHT,
  BANNER_WIDTH,
  drawShell,
  GALLERY_HEIGHT,
  GALLERY_WIDTH,
  isShowableImage,
  showCabinet,
  showFirstBanner,
  showGoods,
} from './shell';

const texts = {
  title: 'Collect or store shoes',
  tabs: { home: 'Home', order: 'Order', my: 'My', label: 'Main navigation' },
  placeOrder: 'Place an order',
  pageTimeout: 'Connection timed out, click the screen to try again',
  cabinet: {
    cabinetNo: 'Cabinet {{lockerNo}}',
    freeBoxes: '{{free}} of {{total}} boxes free',
    online: 'Online',
    offline: 'Offline',
    offlineHint: 'This cabinet is offline: boxes cannot be opened right now.',
  },
};

const cabinet = {
  name: 'Zhengzhou Jinshui Cabinet',
  lockerNo: 'L001',
  address: '18 Weilai Road',
  freeBoxes: 13,
  boxes: 24,
  online: true,
};

function host() {
  document.body.innerHTML = '<div id="boot"></div>';
  return document.getElementById('boot') as HTMLElement;
}

describe('the boot shell', () => {
  it("draws a screen's navigation bar with its title, hidden from assistive technology", () => {
    const shell = drawShell(host(), { route: 'pendingList', tab: false, customNavBar: false }, texts);
    expect(shell.querySelector('.boot-nav-title')?.textContent).toBe('Collect or store shoes');
    expect(shell.getAttribute('aria-hidden')).toBe('true');
    expect(shell.querySelector('.boot-tabs')).toBeNull();
  });

  it("draws Home's frame: banner, order button and tab bar with Home selected", () => {
    const shell = drawShell(host(), { route: 'home', tab: true, customNavBar: true }, texts);
    expect(shell.querySelector('[data-boot-banner]')).not.toBeNull();
    expect(shell.querySelector('.boot-place')?.textContent).toBe('Place an order');
    expect([...shell.querySelectorAll('.boot-tab')].map((tab) => tab.textContent)).toEqual(['Home', 'Order', 'My']);
    expect(shell.querySelector('.boot-tab-on')?.textContent).toBe('Home');
  });

  it('sets texts as text, never as markup', () => {
    const shell = drawShell(
      host(),
      { route: 'wallet', tab: false, customNavBar: false },
      { ...texts, title: '<img src=x onerror="window.__xss=1">' },
    );
    expect(shell.querySelector('img')).toBeNull();
    expect(shell.querySelector('.boot-nav-title')?.textContent).toContain('<img');
  });

  it('draws nothing but the background for a screen with its own bar, or an unknown path', () => {
    expect(drawShell(host(), { route: 'login', tab: false, customNavBar: true }, texts).children).toHaveLength(0);
    expect(drawShell(host(), { route: null, tab: false, customNavBar: false }, texts).children).toHaveLength(0);
  });

  it("shows the first banner's picture only from https or an inline picture", () => {
    expect(isShowableImage('https://cdn.example/banner.png')).toBe(true);
    expect(isShowableImage('data:image/svg+xml;charset=utf-8,%3Csvg%3E')).toBe(true);
    expect(isShowableImage('javascript:alert(1)')).toBe(false);
    expect(isShowableImage('http://cdn.example/banner.png')).toBe(false);
    expect(isShowableImage('data:text/html,<script>1</script>')).toBe(false);
    expect(isShowableImage(42)).toBe(false);
    const shell = drawShell(host(), { route: 'home', tab: true, customNavBar: true }, texts);
    showFirstBanner(shell, 'https://cdn.example/banner.png');
    showFirstBanner(shell, 'https://cdn.example/second.png');
    const images = shell.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]?.getAttribute('src')).toBe('https://cdn.example/banner.png');
  });

  it("asks for the first banner (Home's LCP picture) at high priority and at once, its 2:1 box reserved", () => {
    const shell = drawShell(host(), { route: 'home', tab: true, customNavBar: true }, texts);
    showFirstBanner(shell, 'https://cdn.example/banner.png');
    const img = shell.querySelector('img.boot-banner-image');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    expect(img?.getAttribute('loading')).not.toBe('lazy');
    expect(img?.getAttribute('width')).toBe(String(BANNER_WIDTH));
    expect(img?.getAttribute('height')).toBe(String(BANNER_HEIGHT));
    expect(BANNER_WIDTH / BANNER_HEIGHT).toBe(2);
  });

  it("draws the goods' first picture in the gallery's slot, at high priority, then its name and description as text", () => {
    const shell = drawShell(host(), { route: 'productDetail', tab: false, customNavBar: false }, texts);
    const goods = {
      name: '<b>Standard</b> sneaker wash',
      description: 'Inside and out',
      images: ['https://cdn.example/shoe.png', 'https://cdn.example/side.png'],
      image: 'https://cdn.example/thumb.png',
    };
    expect(showGoods(shell, goods)).not.toBeNull();
    expect(shell.querySelector('.boot-lines')).toBeNull();
    const img = shell.querySelector('.boot-gallery > img.boot-gallery-image');
    expect(img?.getAttribute('src')).toBe('https://cdn.example/shoe.png');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    expect(img?.getAttribute('alt')).toBe('');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual([
      String(GALLERY_WIDTH),
      String(GALLERY_HEIGHT),
    ]);
    expect(shell.querySelector('.boot-goods b')).toBeNull();
    expect([...shell.querySelectorAll('.boot-goods > *')].map((node) => node.textContent)).toEqual([
      '<b>Standard</b> sneaker wash',
      'Inside and out',
    ]);
    // once only: a second answer has no blank card left to fill
    expect(showGoods(shell, goods)).toBeNull();
    expect(shell.querySelectorAll('img')).toHaveLength(1);
  });

  it('takes the goods image when it has no pictures, and draws nothing without a name or a picture it may show', () => {
    const drawn = drawShell(host(), { route: 'productDetail', tab: false, customNavBar: false }, texts);
    showGoods(drawn, { name: 'Wash', images: [], image: 'https://cdn.example/thumb.png' });
    expect(drawn.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/thumb.png');
    for (const bad of [
      null,
      'Wash',
      { name: 'Wash', images: [] },
      { name: 'Wash', images: ['javascript:alert(1)'] },
      { name: 42, images: ['https://cdn.example/shoe.png'] },
    ]) {
      const shell = drawShell(host(), { route: 'productDetail', tab: false, customNavBar: false }, texts);
      expect(showGoods(shell, bad)).toBeNull();
      expect(shell.querySelector('.boot-lines')).not.toBeNull();
    }
  });

  it("draws the cabinet's header from its answer in place of the blank card, as text", () => {
    const shell = drawShell(host(), { route: 'pendingList', tab: false, customNavBar: false }, texts);
    expect(showCabinet(shell, { ...cabinet, name: '<img src=x onerror=alert(1)>' }, texts.cabinet)).toBe(true);
    expect(shell.querySelector('.boot-lines')).toBeNull();
    expect(shell.querySelector('img')).toBeNull();
    expect([...shell.querySelectorAll('.boot-cabinet > *')].map((node) => node.textContent)).toEqual([
      '<img src=x onerror=alert(1)>Online',
      'Cabinet L001',
      '18 Weilai Road',
      '13 of 24 boxes free',
    ]);
  });

  it('says when the cabinet is offline, as the app does', () => {
    const shell = drawShell(host(), { route: 'pendingList', tab: false, customNavBar: false }, texts);
    showCabinet(shell, { ...cabinet, online: false }, texts.cabinet);
    expect(shell.querySelector('.boot-cabinet-tag')?.textContent).toBe('Offline');
    expect(shell.querySelector('.boot-cabinet-hint')?.textContent).toBe(texts.cabinet.offlineHint);
  });

  it('draws nothing from an answer that is not a cabinet', () => {
    for (const bad of [null, 'L001', { ...cabinet, freeBoxes: '13' }, { ...cabinet, online: undefined }, []]) {
      const shell = drawShell(host(), { route: 'pendingList', tab: false, customNavBar: false }, texts);
      expect(showCabinet(shell, bad, texts.cabinet)).toBe(false);
      expect(shell.querySelector('.boot-cabinet')).toBeNull();
      expect(shell.querySelector('.boot-lines')).not.toBeNull();
    }
  });
});
