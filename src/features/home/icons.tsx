import type { ReactNode } from 'react';
import { LineIcon } from '../../ui/light/icons';

type IconProps = { className?: string | undefined };

/**
 * Home's line icons, drawn with the app's one icon (`LineIcon`) in a thinner line: Home draws them larger, in
 * the entries' circles and beside its buttons.
 */
const homeIcon =
  (shapes: ReactNode) =>
  ({ className }: IconProps) => (
    <LineIcon shapes={shapes} strokeWidth={1.5} className={className ? `home-icon ${className}` : 'home-icon'} />
  );

/** A shopping bag (wash shoes, online order). */
export const BagIcon = homeIcon(
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="2" />
    <path d="M3.5 16.5h17M9 7.5a3 3 0 0 0 6 0" />
  </>,
);

/** A scanner's frame (collect shoes, scan order). */
export const ScanIcon = homeIcon(
  <path d="M3.5 8.5v-3c0-1.1.9-2 2-2h3M15.5 3.5h3c1.1 0 2 .9 2 2v3M20.5 15.5v3c0 1.1-.9 2-2 2h-3M8.5 20.5h-3c-1.1 0-2-.9-2-2v-3M3.5 12h17" />,
);

/** A map pin (nearby cabinets, the shop's address). */
export const PinIcon = homeIcon(
  <>
    <path d="M12 21.5s-7.5-6.3-7.5-12a7.5 7.5 0 0 1 15 0c0 5.7-7.5 12-7.5 12z" />
    <circle cx="12" cy="9.5" r="2.8" />
  </>,
);

/** A list of steps (washing process). */
export const ListIcon = homeIcon(
  <>
    <path d="M8.5 5.5h12M8.5 12h12M8.5 18.5h12" />
    <circle cx="4.5" cy="5.5" r="1" />
    <circle cx="4.5" cy="12" r="1" />
    <circle cx="4.5" cy="18.5" r="1" />
  </>,
);

/** A page of text (usage agreement). */
export const FileIcon = homeIcon(
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="2" />
    <path d="M7.5 8h9M7.5 11.5h9M7.5 15h5" />
  </>,
);

/** A telephone handset, filled (the shop's phone). */
export const PhoneIcon = homeIcon(
  <path
    d="M6.6 10.8a15 15 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z"
    fill="currentColor"
    stroke="none"
  />,
);

/** A delivery van (door-to-door appointment). */
export const TruckIcon = homeIcon(
  <>
    <path d="M3 6h11v9.5H3zM14 9.5h4l3 3.5v2.5h-7" />
    <circle cx="7" cy="17.5" r="1.8" />
    <circle cx="17" cy="17.5" r="1.8" />
  </>,
);

/** A chevron pointing on (an option that leads somewhere). */
export const RightIcon = homeIcon(<path d="M9 5l7 7-7 7" />);
