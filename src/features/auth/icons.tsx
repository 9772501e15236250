import { lineIcon } from '../../ui/light/icons';

/**
 * The password field's eye, open (shown in clear) and struck through (hidden), drawn as the app's other line
 * icons: antd-mobile-icons' two eyes came to 4 KB gzip, more than the rest of the form's own code.
 */
const EYE = 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12ZM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z';
export const EyeIcon = lineIcon(EYE);
export const EyeOffIcon = lineIcon(`${EYE}M4 4l16 16`);
