import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { siteQueries } from '../../api/site';
import { formatDistance } from '../../lib/geo';
import { PATHS, withQuery } from '../../lib/paths';
import { effectivePositionAtom, positionAtom } from '../../state/position';
import { shopIdAtom } from '../../state/shop';
import { freeBoxesText } from '../../ui/free-boxes';
import { PinIcon } from './icons';

/** The cabinets near the customer, as Home asks for them (Home asks at once, before the card is drawn). */
export function useNearbyLockers() {
  const shopId = useAtomValue(shopIdAtom);
  const position = useAtomValue(effectivePositionAtom);
  return useQuery(siteQueries.nearby({ ...position, shopId, type: 'locker' }));
}

/**
 * Asks for the cabinets near the customer before their card is drawn, and draws nothing: in a component of its
 * own, so that the position and the answer as they come draw this, not the whole of Home again.
 */
export function NearbyLockersAsked() {
  useNearbyLockers();
  return null;
}

/**
 * The cabinet nearest to the customer (the bridge's position): its distance, free boxes and whether it is
 * online; a tap opens it to store or collect there. Hidden when none is near or the call fails: Home's other
 * ways to a cabinet (scan, nearby cabinets) stay. Without a fix on the customer's position the sites are still
 * asked for from the default one, but a distance from there means nothing to the customer: the card is then
 * 'Cabinets', with no distance, and says why.
 */
export function NearestCabinet() {
  const { t } = useTranslation();
  const shopId = useAtomValue(shopIdAtom);
  const located = useAtomValue(positionAtom) !== null;
  const sites = useNearbyLockers();
  const nearest = sites.data
    ?.filter((site) => site.kind === 'locker' && site.lockerNo)
    .reduce<(typeof sites.data)[number] | null>(
      (best, site) => (best === null || (site.distance ?? Infinity) < (best.distance ?? Infinity) ? site : best),
      null,
    );

  if (sites.isError) return null;
  return (
    <section className="home-nearest" aria-labelledby="home-nearest-title">
      <div className="home-section-head">
        <h2 id="home-nearest-title" className="home-section-title">
          {located ? t('home.nearest.title') : t('home.nearest.titleUnlocated')}
        </h2>
        <a className="home-section-more" href={`#${PATHS.nearLocker}`}>
          {t('home.nearest.all')}
        </a>
      </div>
      {sites.isPending ? (
        // the card's own lines, empty: the sections below do not move when the cabinet arrives
        <div className="home-nearest-card home-nearest-placeholder" aria-hidden="true">
          <span className="home-nearest-top">
            <span className="home-nearest-name">&nbsp;</span>
          </span>
          <span className="home-nearest-line">&nbsp;</span>
          <span className="home-nearest-line">&nbsp;</span>
          {located ? null : <span className="home-nearest-line">&nbsp;</span>}
        </div>
      ) : nearest?.lockerNo ? (
        <a
          className="home-nearest-card"
          href={`#${withQuery(PATHS.pendingList, { lockerNo: nearest.lockerNo, shopId })}`}
        >
          <span className="home-nearest-top">
            <span className="home-nearest-name">{nearest.name}</span>
            {located && nearest.distance !== null ? (
              <span className="home-nearest-distance">
                <PinIcon /> {formatDistance(nearest.distance)}
              </span>
            ) : null}
          </span>
          <span className="home-nearest-line">{nearest.address}</span>
          <span className="home-nearest-line">
            {nearest.online ? (
              nearest.freeBoxes !== null ? (
                <span className={nearest.freeBoxes > 0 ? 'home-nearest-free' : 'home-nearest-full'}>
                  {freeBoxesText(t, nearest.freeBoxes, nearest.totalBoxes)}
                </span>
              ) : null
            ) : (
              <span className="home-nearest-full">{t('sites.offline')}</span>
            )}
          </span>
          {located ? null : <span className="home-nearest-line home-nearest-note">{t('home.nearest.unlocated')}</span>}
        </a>
      ) : (
        <p className="home-live-empty">{t('sites.empty')}</p>
      )}
    </section>
  );
}
