import './light.css';

/** Grey placeholder lines while data loads (antd-mobile's Skeleton look, in CSS only). */
export function Skeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="light-skeleton" aria-hidden="true">
      <div className="light-skeleton-title" />
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines, never reordered
        <div key={index} className="light-skeleton-line" />
      ))}
    </div>
  );
}

/**
 * One grey bar standing for a figure on its way (a count, a balance): sized by `className`; on a coloured
 * card, `inverse` draws it in the card's light line colour.
 */
export function SkeletonBar({ className, inverse = false }: { className?: string; inverse?: boolean }) {
  const classes = ['light-skeleton-bar', inverse && 'light-skeleton-inverse', className].filter(Boolean).join(' ');
  return <span className={classes} aria-hidden="true" />;
}
