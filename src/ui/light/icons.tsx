import type { ReactNode, SVGProps } from 'react';

/**
 * Line icons drawn inline (a few hundred bytes in all), for what the first download shows: antd-mobile-icons
 * costs about 1 KB per icon. Each takes the text colour and 1em unless given a `fontSize`-like `size`.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number | string };

/** One line icon on a 24 x 24 grid: `d` is its path, or `shapes` its parts (paths, circles, rectangles). */
export function LineIcon({ d, shapes, size = '1em', ...rest }: IconProps & { d?: string; shapes?: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {shapes ?? <path d={d} />}
    </svg>
  );
}

/** A line icon of path `d`: the ones below, and a feature's own beside its code. */
export const lineIcon = (d: string) => (props: IconProps) => <LineIcon d={d} {...props} />;

export const BackIcon = lineIcon('M15 4 7 12l8 8');
export const CloseIcon = lineIcon('M6 6l12 12M18 6 6 18');
export const HomeIcon = lineIcon('M3 11 12 3l9 8M5 9.5V21h5v-6h4v6h5V9.5');
export const ListIcon = lineIcon('M8 6h13M8 12h13M8 18h13M3.5 6h.01M3.5 12h.01M3.5 18h.01');
export const UserIcon = lineIcon(
  'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9ZM3.5 21c.8-4.2 4.2-6.5 8.5-6.5s7.7 2.3 8.5 6.5',
);
export const ScanIcon = lineIcon('M3 8V4h4M17 4h4v4M21 16v4h-4M7 20H3v-4M3 12h18');
export const PhoneIcon = lineIcon(
  'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2Z',
);
export const BagIcon = lineIcon('M5 8h14l-1 13H6L5 8ZM9 8V6a3 3 0 0 1 6 0v2');
