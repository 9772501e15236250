import { useSearch } from 'wouter';
import { safeAppPath } from '../../lib/paths';

/**
 * What a link to an account screen may carry: where to go afterwards (an app path only) and a phone to fill
 * in (up to 11 digits, else nothing), as the screens link to each other with them.
 */
export function useAuthLink(): { redirect: string | null; phone: string } {
  const query = new URLSearchParams(useSearch());
  const phone = query.get('phone') ?? '';
  return { redirect: safeAppPath(query.get('redirect')), phone: /^\d{0,11}$/.test(phone) ? phone : '' };
}
