import type { ReactNode } from 'react';
import './light.css';

/**
 * A count on the top right corner of what it wraps (the cart's number of pairs), drawn as antd-mobile's Badge,
 * without its code: the product detail shows one with no other antd-mobile part on screen. Nothing is drawn
 * for no count.
 */
export function Badge({ count, children }: { count: number; children: ReactNode }) {
  return (
    <span className="light-badge-wrapper">
      {children}
      {count > 0 && <span className="light-badge">{count}</span>}
    </span>
  );
}
