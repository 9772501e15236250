// @vitest-environment happy-dom

import { afterEach, describe, expect, it, vi } from 'vitest';
import { inpOf, routeTimeline, watchRouteInteractions } from './route-inp';

type Entry = { name: string; interactionId: number; startTime: number; duration: number };

/** The browser's Event Timing, fed by the test: happy-dom has none. */
function fakeEventTiming() {
  let deliver: (entries: Entry[]) => void = () => undefined;
  class Observer {
    static supportedEntryTypes = ['event'];
    constructor(callback: (list: { getEntries: () => Entry[] }) => void) {
      deliver = (entries) => callback({ getEntries: () => entries });
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', Observer);
  return (entries: Entry[]) => deliver(entries);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("each route's INP", () => {
  it('charges an interaction to the route on display when it started, and lasts as long as its longest event', () => {
    const events = fakeEventTiming();
    const routeAt = (time: number) => (time < 1000 ? 'home' : 'order');
    const watched = watchRouteInteractions(routeAt);
    events([
      // the tab tap on Home that opens Order: its click runs while Home is shown
      { name: 'pointerdown', interactionId: 7, startTime: 900, duration: 24 },
      { name: 'click', interactionId: 7, startTime: 905, duration: 180 },
      // a status tab on Order
      { name: 'click', interactionId: 8, startTime: 2000, duration: 96 },
      // scrolling and hovering are no interactions
      { name: 'pointermove', interactionId: 0, startTime: 2100, duration: 400 },
    ]);
    expect(watched.inp()).toEqual([
      { route: 'home', value: 180 },
      { route: 'order', value: 96 },
    ]);
  });

  it('is the worst interaction, less one for every 50, as web-vitals counts it', () => {
    expect(inpOf([300, 200], 2)).toBe(300);
    expect(inpOf([300, 200, 100], 60)).toBe(200);
    expect(inpOf([], 0)).toBe(0);
  });

  it('is not measured where the browser has no Event Timing', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    expect(watchRouteInteractions(() => 'home').inp()).toEqual([]);
  });

  it('follows the routes as the hash changes', () => {
    history.replaceState(null, '', '/#/a');
    const timeline = routeTimeline(() => location.hash);
    const before = performance.now();
    history.replaceState(null, '', '/#/b');
    dispatchEvent(new HashChangeEvent('hashchange'));
    expect(timeline.routeAt(before - 1)).toBe('#/a');
    expect(timeline.routeAt(performance.now() + 1)).toBe('#/b');
    timeline.stop();
  });
});
