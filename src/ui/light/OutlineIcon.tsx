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

/** The back arrow of the screens that draw their own bar (antd-mobile-icons' LeftOutline). */
export const LeftOutline = outlineIcon(
  'M31.71,5.11 L13.52,22.66 C12.97,23.21 12.94,24.09 13.43,24.68 L13.52,24.78 L31.7,42.88 C31.78,42.96 31.88,43 31.99,43 L35.11,43 C35.33,43 35.51,42.82 35.51,42.6 C35.51,42.49 35.47,42.39 35.4,42.32 L16.78,23.78 L35.38,5.69 C35.53,5.53 35.54,5.28 35.38,5.12 C35.31,5.04 35.21,5 35.1,5 L31.98,5 C31.88,5 31.78,5.04 31.71,5.11 Z',
);
