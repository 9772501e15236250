import { useEffect, useState } from 'react';

/**
 * Home's sheets load on the first tap and mount already open, but antd-mobile's Popup only slides in when
 * `visible` turns true after it has mounted. This gives `open` back one commit late on the first mount (the
 * sheet renders closed once, then opens), so the first opening animates like every later one.
 */
export function useSlideIn(open: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return open && mounted;
}
