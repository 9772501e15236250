import type { ReactNode } from 'react';
import './light.css';

/** The theme colours a tag can take (antd-mobile's Tag colours, mapped onto src/ui/theme.css). */
export type TagColor = 'default' | 'primary' | 'success' | 'warning' | 'danger';

/** A short label in a coloured frame (a status, a kind): antd-mobile's Tag look, in CSS only. */
export function Tag({
  color = 'default',
  fill = 'solid',
  className,
  children,
}: {
  color?: TagColor;
  fill?: 'solid' | 'outline';
  className?: string;
  children: ReactNode;
}) {
  const classes = ['light-tag', `light-tag-${color}`, `light-tag-${fill}`, className].filter(Boolean).join(' ');
  return <span className={classes}>{children}</span>;
}
