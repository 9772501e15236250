import { useEffect, useRef } from 'react';

/**
 * Lets a screen intercept back navigation and cancel it (spec section 4), e.g. to close a popup first or to
 * ask before leaving while a box door is opening. While a guard is active an extra history entry sits on top;
 * a back press pops it, the guard is asked, and the entry is put back when the guard says "stay".
 * The system back gesture, the browser's back button and the nav bar's back all pass through here.
 */
export type BackGuard = () => boolean | Promise<boolean>; // true: allow leaving

const guards: BackGuard[] = [];
let armed = false;
let leaving = false;

async function onPopState() {
  if (leaving || guards.length === 0) return;
  const guard = guards[guards.length - 1];
  if (!guard) return;
  const allow = await guard();
  if (allow) {
    leaving = true;
    disarm();
    history.back();
    setTimeout(() => {
      leaving = false;
    }, 0);
  } else {
    history.pushState({ backGuard: true }, '', location.href);
  }
}

function arm() {
  if (armed) return;
  armed = true;
  history.pushState({ backGuard: true }, '', location.href);
  addEventListener('popstate', onPopState);
}

function disarm() {
  if (!armed) return;
  armed = false;
  removeEventListener('popstate', onPopState);
}

function release() {
  if (guards.length > 0 || !armed) return;
  disarm();
  // Drop the extra entry we pushed, if it is still on top.
  if ((history.state as { backGuard?: boolean } | null)?.backGuard) {
    leaving = true;
    history.back();
    setTimeout(() => {
      leaving = false;
    }, 0);
  }
}

/** While `active`, asks `guard` before any back navigation; `guard` returning false keeps the customer here. */
export function useBackGuard(guard: BackGuard, active = true): void {
  const latest = useRef(guard);
  latest.current = guard;
  useEffect(() => {
    if (!active) return;
    const entry: BackGuard = () => latest.current();
    guards.push(entry);
    arm();
    return () => {
      guards.splice(guards.indexOf(entry), 1);
      release();
    };
  }, [active]);
}
