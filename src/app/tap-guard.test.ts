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
});
