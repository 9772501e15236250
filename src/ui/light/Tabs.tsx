import { type KeyboardEvent, type ReactNode, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../../lib/next-task';
import './tabs.css';

export type TabItem<K extends string> = { key: K; title: ReactNode };

type TabsProps<K extends string> = {
  tabs: readonly TabItem<K>[];
  activeKey: K;
  onChange: (key: K) => void;
  className?: string;
  /** The id of the panel the tabs show (one panel whose content follows the active tab). */
  panelId?: string;
};

/** Which tab a key press moves to (WAI-ARIA tabs: arrows go round, Home and End go to either end), or null. */
function target(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A row of tabs that looks like antd-mobile's Tabs (the same boxes, sizes, ink bar under the active title and
 * fading edges when the row scrolls), without its code: antd's Tabs animate with react-spring (17 KB gzip),
 * which the order list, the vouchers and the addresses loaded before they could show. The ink bar and the
 * edges move with CSS transitions instead.
 *
 * As WAI-ARIA's tabs with automatic activation: a tablist of tabs, the active one `aria-selected` and the only
 * Tab stop; the arrow keys (round the ends), Home and End choose a tab and focus it.
 *
 * The tab chosen shows as chosen at once, in this row's own render, and `onChange` comes once that frame is
 * painted: the screen's answer (the order list's status tab draws another list, most of the tap's time at 4x
 * CPU in npm run bench) no longer holds back the tap's own paint.
 */
export function Tabs<K extends string>({ tabs, activeKey, onChange, className, panelId }: TabsProps<K>) {
  const [chosen, setChosen] = useState<K | null>(null);
  const shownKey = chosen ?? activeKey;
  const choose = (key: K) => {
    setChosen(key);
    afterNextPaint(() => {
      // one render with the screen's answer: its key from then on (if it did not take this one, its own)
      setChosen(null);
      onChange(key);
    });
  };
  const listRef = useRef<HTMLDivElement>(null);
  const lineRef = useRef<HTMLDivElement>(null);
  const leftMaskRef = useRef<HTMLDivElement>(null);
  const rightMaskRef = useRef<HTMLDivElement>(null);

  // The fading edges say that more tabs are hidden to either side.
  const updateMasks = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const left = list.scrollLeft > 0;
    const right = list.scrollLeft + list.offsetWidth < list.scrollWidth;
    if (leftMaskRef.current) leftMaskRef.current.style.opacity = left ? '1' : '0';
    if (rightMaskRef.current) rightMaskRef.current.style.opacity = right ? '1' : '0';
  }, []);

  // The ink bar sits under the active tab's title, and the row scrolls to bring that tab to the middle.
  const place = useCallback(
    (animate: boolean) => {
      const list = listRef.current;
      const line = lineRef.current;
      if (!list || !line) return;
      const tab = list.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      line.style.transition = animate ? '' : 'none';
      line.style.width = `${tab?.offsetWidth ?? 0}px`;
      line.style.transform = `translateX(${tab?.offsetLeft ?? 0}px)`;
      const room = list.scrollWidth - list.offsetWidth;
      if (tab && room > 0) {
        const left = Math.min(room, Math.max(0, tab.offsetLeft - (list.offsetWidth - tab.offsetWidth) / 2));
        const smooth = animate && !reducedMotion();
        if (typeof list.scrollTo === 'function') list.scrollTo({ left, behavior: smooth ? 'smooth' : 'instant' });
        else list.scrollLeft = left;
      }
      updateMasks();
    },
    [updateMasks],
  );

  // Placed before the first paint; moved with the transition when the active tab changes afterwards.
  const placedUnder = useRef<K | null>(null);
  useLayoutEffect(() => {
    place(placedUnder.current !== null && placedUnder.current !== shownKey);
    placedUnder.current = shownKey;
  }, [place, shownKey]);

  // A title's width changes (a count arrives, the font loads, the phone turns): the bar follows at once.
  const titles = tabs.map((tab) => tab.key).join(' ');
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined' || !titles) return;
    const observer = new ResizeObserver(() => place(false));
    observer.observe(list);
    for (const tab of list.querySelectorAll('[role="tab"]')) observer.observe(tab);
    return () => observer.disconnect();
  }, [place, titles]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.key === shownKey);
    const next = target(event.key, index, tabs.length);
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
    if (tab.key !== shownKey) choose(tab.key);
  };

  return (
    <div className={className ? `light-tabs ${className}` : 'light-tabs'}>
      <div className="light-tabs-header">
        <div ref={leftMaskRef} className="light-tabs-mask light-tabs-mask-left" />
        <div ref={rightMaskRef} className="light-tabs-mask light-tabs-mask-right" />
        <div ref={listRef} className="light-tabs-list" role="tablist" onScroll={updateMasks} onKeyDown={onKeyDown}>
          <div ref={lineRef} className="light-tabs-line" />
          {tabs.map((tab) => {
            const active = tab.key === shownKey;
            return (
              <div key={tab.key} className="light-tabs-wrapper">
                <button
                  type="button"
                  role="tab"
                  aria-selected={active}
                  aria-controls={panelId}
                  tabIndex={active ? 0 : -1}
                  className={active ? 'light-tabs-tab light-tabs-tab-active' : 'light-tabs-tab'}
                  onClick={() => {
                    if (!active) choose(tab.key);
                  }}
                >
                  {tab.title}
                </button>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
