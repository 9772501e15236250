import { lineIcon } from '../../ui/light/icons';

/** A gift, drawn as the app's other line icons (antd-mobile-icons' was 1.4 KB gzip of this screen's code). */
export const GiftIcon = lineIcon(
  'M4 11h16v10H4V11ZM3 7h18v4H3V7ZM12 7v14M12 7S10.5 3 8 3.5 7.5 7 12 7ZM12 7s1.5-4 4-3.5S16.5 7 12 7Z',
);
