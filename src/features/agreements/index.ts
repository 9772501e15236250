/** The usage and privacy agreements, shown from common config; server HTML made safe by sanitizeAgreement. */
export { safeLinkTarget, sanitizeAgreement } from './sanitize';
