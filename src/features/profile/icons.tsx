import { lineIcon } from '../../ui/light/icons';

/**
 * The profile's line icons, drawn as the tab bar's and Home's: antd-mobile-icons' eight came to about 9 KB gzip
 * of the My tab's code, and looked unlike the rest of the app.
 */

/** A bank card: the wallet. */
export const CardIcon = lineIcon(
  'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7ZM3 10h18M7 15h4',
);
/** A ticket with its tear line: the vouchers. */
export const TicketIcon = lineIcon(
  'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v2.5a2.5 2.5 0 0 0 0 5V17a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-2.5a2.5 2.5 0 0 0 0-5V7ZM15 5.5v2M15 11v2M15 16.5v2',
);
/** A map pin: the addresses. */
export const PinIcon = lineIcon(
  'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21ZM12 12.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
);
/** A paper plane: sharing. */
export const SendIcon = lineIcon('M21 3 10 14M21 3l-6.5 18-4-7.5-7.5-4L21 3Z');
/** A page with lines: an agreement. */
export const FileIcon = lineIcon('M6 3h8l4 4v14H6V3ZM14 3v4h4M9 12h6M9 16h6');
/** A padlock: privacy, a password. */
export const LockIcon = lineIcon('M6 11h12v10H6V11ZM8.5 11V8a3.5 3.5 0 0 1 7 0v3');
