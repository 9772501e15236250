import type { BannerLink } from '../../api/ad';
import type { Id } from '../../lib/id';
import { safeAppPath } from '../../lib/paths';

/**
 * Where tapping a banner leads: a discount activity shown inside the app, or one of the app's own routes.
 * Anything else (no link, another site, a `javascript:` URL, an unknown route) leads nowhere.
 */
export type BannerTarget = { type: 'activity'; activityId: Id } | { type: 'route'; path: string } | null;

export function bannerTarget(link: BannerLink): BannerTarget {
  if (link.type === 'activity') return { type: 'activity', activityId: link.activityId };
  if (link.type === 'route') {
    const path = safeAppPath(link.path);
    return path ? { type: 'route', path } : null;
  }
  return null;
}
