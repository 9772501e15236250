import { afterEach, describe, expect, it } from 'vitest';
import { installTapGuard } from './tap-guard';

// The guard is installed on the document every test file shares: each test takes its own off again.
let uninstall = () => {};
afterEach(() => uninstall());

describe('the tap guard', () => {
  it('swallows a second tap on the same control within 300 ms, not after', () => {
    let now = 1000;
    uninstall = installTapGuard(document, () => now);
    const button = document.createElement('button');
    document.body.append(button);
    let clicks = 0;
    button.addEventListener('click', () => {
      clicks += 1;
    });
    button.click();
    now += 120;
    button.click();
    expect(clicks).toBe(1);
    now += 400;
    button.click();
    expect(clicks).toBe(2);
    button.remove();
  });

  it('lets quick taps on different controls through', () => {
    let now = 5000;
    uninstall = installTapGuard(document, () => now);
    const [a, b] = [document.createElement('button'), document.createElement('button')];
    document.body.append(a, b);
    let clicks = 0;
    for (const el of [a, b]) el.addEventListener('click', () => (clicks += 1));
    a.click();
    now += 50;
    b.click();
    expect(clicks).toBe(2);
    a.remove();
    b.remove();
  });

  describe('when the first tap makes its control go away (a dialog closing at once)', () => {
    const tap = (element: Element, x: number, y: number, detail = 1) =>
      element.dispatchEvent(
        new MouseEvent('click', { bubbles: true, cancelable: true, clientX: x, clientY: y, detail }),
      );

    function setUp() {
      let now = 9000;
      uninstall = installTapGuard(document, () => now);
      const confirm = document.createElement('button');
      const beneath = document.createElement('button');
      document.body.append(confirm, beneath);
      // happy-dom lays nothing out: a rendered element is one with boxes
      for (const element of [confirm, beneath])
        element.getClientRects = () => [new DOMRect(0, 0, 100, 40)] as unknown as DOMRectList;
      confirm.addEventListener('click', () => confirm.remove());
      let opened = 0;
      beneath.addEventListener('click', () => (opened += 1));
      return { confirm, beneath, opened: () => opened, later: (ms: number) => (now += ms) };
    }

    it('swallows the second tap of a double tap at the same spot', () => {
      const { confirm, beneath, opened, later } = setUp();
      tap(confirm, 50, 20);
      later(150);
      tap(beneath, 55, 24); // a finger drifts a few pixels
      expect(opened()).toBe(0);
      later(200);
      tap(beneath, 55, 24); // a tap of its own, after the window
      expect(opened()).toBe(1);
      beneath.remove();
    });

    it('lets a quick tap elsewhere, or from the keyboard, through', () => {
      const { confirm, beneath, opened, later } = setUp();
      tap(confirm, 50, 20);
      later(100);
      tap(beneath, 50, 300);
      expect(opened()).toBe(1);
      later(400);
      tap(beneath, 50, 20); // a new first tap, on a control that stays
      later(100);
      beneath.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 0 })); // Enter on the same control
      expect(opened()).toBe(2);
      beneath.remove();
    });

    it('lets a quick tap at the same spot through when the first control is still there', () => {
      let now = 100;
      uninstall = installTapGuard(document, () => now);
      const [first, second] = [document.createElement('button'), document.createElement('button')];
      document.body.append(first, second);
      for (const element of [first, second])
        element.getClientRects = () => [new DOMRect(0, 0, 100, 40)] as unknown as DOMRectList;
      let clicks = 0;
      for (const element of [first, second]) element.addEventListener('click', () => (clicks += 1));
      tap(first, 10, 10);
      now += 80;
      tap(second, 10, 10);
      expect(clicks).toBe(2);
      first.remove();
      second.remove();
    });
  });
});
