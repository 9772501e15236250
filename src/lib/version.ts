// The one place the version is written is package.json (an npm release bumps it there); the build keeps only
// this field of it, not the rest of the file.
import { version } from '../../package.json';

/** The app version (spec section 1), shown on the profile tab and kept in the client body (spec section 3). */
export const APP_VERSION: string = version;
