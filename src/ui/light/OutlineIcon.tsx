/**
 * The frame of an antd-mobile-icons outline icon, for copies of its icons drawn the same (its path, size and
 * alignment): 1em square on a 48 grid, in the text's colour, hidden from screen readers (the button or line
 * around each one carries the words). antd's cost about 1 KB gzip each, as a chunk of their own that a screen
 * waits for (and the bundler put CheckOutline in the chunk of antd's Toast, which brought the toast and
 * react-spring to any screen that drew it); a feature keeps the few it draws in an icons file of its own. An
 * icon several features draw is a module of its own in ./marks: the bundler makes one chunk of a module, so an
 * icons file shared by features would bring all its icons to every screen that draws one.
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

/** The arrow of a row that opens something (antd-mobile-icons' RightOutline). */
export const RightOutline = outlineIcon(
  'M17.39,5.11 L35.58,22.66 L35.58,22.66 C36.13,23.21 36.16,24.09 35.67,24.68 L35.58,24.78 L17.4,42.88 C17.32,42.96 17.22,43 17.11,43 L13.99,43 C13.77,43 13.59,42.82 13.59,42.6 C13.59,42.49 13.63,42.39 13.7,42.32 L32.32,23.78 L32.32,23.78 L13.72,5.69 C13.57,5.53 13.56,5.28 13.72,5.12 C13.79,5.04 13.89,5 14,5 L17.12,5 C17.22,5 17.32,5.04 17.39,5.11 Z',
);
