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
