// @vitest-environment happy-dom

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

  describe('when the first tap closes the dialog it was made in (at once, with reduce motion)', () => {
    const tap = (element: Element, x: number, y: number, detail = 1) =>
      element.dispatchEvent(
        new MouseEvent('click', { bubbles: true, cancelable: true, clientX: x, clientY: y, detail }),
      );
    // happy-dom lays nothing out: a rendered element is one with boxes
    const rendered = (element: Element) => {
      element.getClientRects = () => [new DOMRect(0, 0, 100, 40)] as unknown as DOMRectList;
      return element;
    };

    function setUp() {
      let now = 9000;
      uninstall = installTapGuard(document, () => now);
      const dialog = rendered(document.createElement('div'));
      dialog.setAttribute('role', 'dialog');
      const confirm = rendered(document.createElement('button'));
      dialog.append(confirm);
      const beneath = rendered(document.createElement('button'));
      document.body.append(beneath, dialog);
      confirm.addEventListener('click', () => dialog.remove());
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

    it('lets a quick tap at the same spot through in a dialog that stays open (a picker replacing its list)', () => {
      let now = 100;
      uninstall = installTapGuard(document, () => now);
      const picker = rendered(document.createElement('div'));
      picker.setAttribute('role', 'dialog');
      const province = rendered(document.createElement('button'));
      const city = rendered(document.createElement('button'));
      picker.append(province);
      document.body.append(picker);
      province.addEventListener('click', () => province.replaceWith(city));
      let chosen = 0;
      city.addEventListener('click', () => (chosen += 1));
      tap(province, 10, 10);
      now += 80;
      tap(city, 10, 10);
      expect(chosen).toBe(1);
      picker.remove();
    });
  });
});
