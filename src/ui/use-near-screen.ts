import { useEffect, useState } from 'react';

/** How far below the screen an element counts as near: a page is asked for before its list's end is reached. */
const AHEAD_PX = 200;

/**
 * Whether an element is on the screen or within 200 px below it, following the customer's scrolling: for the
 * foot of a paged list. `ref` goes on the element (which may come and go, as a list's foot does while its
 * first page loads). Where the engine has no IntersectionObserver, nothing is ever near.
 */
export function useNearScreen(): { ref: (node: HTMLElement | null) => void; node: HTMLElement | null; near: boolean } {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setNear(entries.some((entry) => entry.isIntersecting)), {
      rootMargin: `0px 0px ${AHEAD_PX}px 0px`,
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
      setNear(false);
    };
  }, [node]);
  return { ref: setNode, node, near };
}

/** Whether an element's top is within the near distance of the screen's bottom, read from its place now. */
export const isNearNow = (node: HTMLElement) => node.getBoundingClientRect().top <= window.innerHeight + AHEAD_PX;
