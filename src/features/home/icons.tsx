import type { ReactNode } from 'react';

/**
 * Home's outline icons, drawn inline (a few hundred bytes in all) instead of antd-mobile-icons, whose icons
 * cost about 1 KB each and would come with the first download. 1em square, in the text's colour, hidden
 * from screen readers (the button or line around each one carries the words).
 */
function Icon({ children, className }: { children: ReactNode; className?: string | undefined }) {
  return (
    <svg
      className={className ? `home-icon ${className}` : 'home-icon'}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

type IconProps = { className?: string | undefined };

/** A shopping bag (wash shoes, online order). */
export const BagIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="2" />
    <path d="M3.5 16.5h17M9 7.5a3 3 0 0 0 6 0" />
  </Icon>
);

/** A scanner's frame (collect shoes, scan order). */
export const ScanIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M3.5 8.5v-3c0-1.1.9-2 2-2h3M15.5 3.5h3c1.1 0 2 .9 2 2v3M20.5 15.5v3c0 1.1-.9 2-2 2h-3M8.5 20.5h-3c-1.1 0-2-.9-2-2v-3M3.5 12h17" />
  </Icon>
);

/** A map pin (nearby cabinets, the shop's address). */
export const PinIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M12 21.5s-7.5-6.3-7.5-12a7.5 7.5 0 0 1 15 0c0 5.7-7.5 12-7.5 12z" />
    <circle cx="12" cy="9.5" r="2.8" />
  </Icon>
);

/** A list of steps (washing process). */
export const ListIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M8.5 5.5h12M8.5 12h12M8.5 18.5h12" />
    <circle cx="4.5" cy="5.5" r="1" />
    <circle cx="4.5" cy="12" r="1" />
    <circle cx="4.5" cy="18.5" r="1" />
  </Icon>
);

/** A page of text (usage agreement). */
export const FileIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="2" />
    <path d="M7.5 8h9M7.5 11.5h9M7.5 15h5" />
  </Icon>
);

/** A telephone handset, filled (the shop's phone). */
export const PhoneIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path
      d="M6.6 10.8a15 15 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z"
      fill="currentColor"
      stroke="none"
    />
  </Icon>
);

/** A delivery van (door-to-door appointment). */
export const TruckIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M3 6h11v9.5H3zM14 9.5h4l3 3.5v2.5h-7" />
    <circle cx="7" cy="17.5" r="1.8" />
    <circle cx="17" cy="17.5" r="1.8" />
  </Icon>
);

/** A chevron pointing on (an option that leads somewhere). */
export const RightIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M9 5l7 7-7 7" />
  </Icon>
);
