import { lineIcon } from '../../ui/light/icons';

/** Cross hairs: find my position. Drawn as the app's other line icons, not antd-mobile-icons' (1.2 KB gzip). */
export const LocateIcon = lineIcon(
  'M12 2v3M12 19v3M2 12h3M19 12h3M12 6.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11ZM12 11a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
);
