/**
 * The frame of an antd-mobile-icons outline icon, for copies of its icons drawn the same (its path, size and
 * alignment): 1em square on a 48 grid, in the text's colour, hidden from screen readers (the button or line
 * around each one carries the words). antd's cost about 1 KB gzip each, as a chunk of their own that a screen
 * waits for (and the bundler put CheckOutline in the chunk of antd's Toast, which brought the toast and
 * react-spring to any screen that drew it); a feature keeps the few it draws in an icons file of its own.
 */
export function OutlineIcon({ d, className, fontSize }: { d: string; className?: string; fontSize?: number }) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 48 48"
      fontSize={fontSize}
      style={{ verticalAlign: '-0.125em' }}
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <path fill="currentColor" d={d} />
    </svg>
  );
}

type OutlineIconProps = { className?: string; fontSize?: number };

/** An icon of that frame drawing the path `d`: each icons file lists its icons as one line each. */
export const outlineIcon = (d: string) => (props: OutlineIconProps) => <OutlineIcon {...props} d={d} />;
