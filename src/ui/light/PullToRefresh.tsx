import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './pull-to-refresh.css';

/** antd-mobile's sizes: the head's height while refreshing, and how far it must open for a release to refresh. */
const HEAD_PX = 40;
const THRESHOLD_PX = 60;
/** How long the head shows 'Refreshed' before it closes (antd's completeDelay). */
const COMPLETE_MS = 500;
/** The head's closing transition (pull-to-refresh.css). */
const CLOSE_MS = 300;

type Status = 'pulling' | 'canRelease' | 'refreshing' | 'complete';

/** The head opens less and less as the finger goes on (antd's rubber band: up to 5 heads, constant 0.5). */
export function pulledHeight(distance: number): number {
  const dimension = HEAD_PX * 5;
  return distance <= 0 ? 0 : (distance * dimension * 0.5) / (dimension + 0.5 * distance);
}

/** Whether the page and every box the touch is in are scrolled to their top: only then does a pull refresh. */
function atTop(target: EventTarget | null): boolean {
  for (let node = target instanceof Element ? target : null; node; node = node.parentElement) {
    if (node.scrollTop > 0) return false;
  }
  return window.scrollY <= 0;
}

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Pull down at the top of the list to refresh it: antd-mobile's PullToRefresh as the customer sees it (the
 * head with its texts, the same sizes, rubber band and threshold), without its code:
 * antd's animates with react-spring (17 KB gzip), which the order list loaded before it could show. The head
 * follows the finger and closes with a CSS transition. As antd's, only a touch pulls (a mouse scrolls).
 */
export function PullToRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('pulling');
  const statusRef = useRef<Status>('pulling');
  const rootRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLDivElement>(null);
  const onRefreshRef = useRef(onRefresh);
  useEffect(() => {
    onRefreshRef.current = onRefresh;
  });

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    let alive = true;
    const show = (next: Status) => {
      statusRef.current = next;
      if (alive) setStatus(next);
    };
    // follow the finger as it moves, glide when let go
    const open = (height: number, glide: boolean) => {
      const head = headRef.current;
      if (!head) return;
      head.style.transition = glide ? '' : 'none';
      head.style.height = `${Math.round(height)}px`;
    };
    const close = async () => {
      open(0, true);
      await wait(reducedMotion() ? 0 : CLOSE_MS);
      show('pulling');
    };
    const refresh = async () => {
      open(HEAD_PX, true);
      show('refreshing');
      try {
        await onRefreshRef.current();
      } catch {
        // the query layer has said what went wrong
        await close();
        return;
      }
      show('complete');
      await wait(COMPLETE_MS);
      await close();
    };

    let start: { x: number; y: number } | null = null;
    let decided = false;
    let pulling = false;
    const busy = () => statusRef.current === 'refreshing' || statusRef.current === 'complete';
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = touch && event.touches.length === 1 && !busy() ? { x: touch.clientX, y: touch.clientY } : null;
      decided = false;
      pulling = false;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!start || !touch || busy()) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      if (!decided) {
        if (dx === 0 && dy === 0) return;
        decided = true;
        // a sideways swipe, a push up or a touch in a box scrolled down is not a pull
        pulling = Math.abs(dy) > Math.abs(dx) && dy > 0 && atTop(event.target);
      }
      if (!pulling) return;
      // the page must not scroll (or bounce) under the pull
      if (event.cancelable) event.preventDefault();
      const height = pulledHeight(dy);
      open(height, false);
      show(height > THRESHOLD_PX ? 'canRelease' : 'pulling');
    };
    const onEnd = () => {
      const wasPulling = pulling;
      start = null;
      pulling = false;
      if (!wasPulling || busy()) return;
      if (statusRef.current === 'canRelease') void refresh();
      else open(0, true);
    };
    root.addEventListener('touchstart', onStart, { passive: true });
    root.addEventListener('touchmove', onMove, { passive: false });
    root.addEventListener('touchend', onEnd);
    root.addEventListener('touchcancel', onEnd);
    return () => {
      alive = false;
      root.removeEventListener('touchstart', onStart);
      root.removeEventListener('touchmove', onMove);
      root.removeEventListener('touchend', onEnd);
      root.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  const text = t(`shell.pull.${status}`);

  return (
    <div ref={rootRef} className="light-pull-to-refresh">
      <div ref={headRef} className="light-pull-to-refresh-head">
        <div className="light-pull-to-refresh-head-content" style={{ height: HEAD_PX }}>
          {text}
        </div>
      </div>
      <div className="light-pull-to-refresh-content">{children}</div>
    </div>
  );
}
