import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Site, SiteKind } from '../../api/schemas/site';
import { siteQueries } from '../../api/site';
import { useBridge } from '../../bridge/index';
import { PATHS, withQuery } from '../../lib/paths';
import { effectivePositionAtom, positionAtom } from '../../state/position';
import { shopIdAtom } from '../../state/shop';
import { showToast } from '../../ui/feedback/toast';
import { Button } from '../../ui/light/Button';
import { Page } from '../../ui/page/Page';
import { QueryState } from '../../ui/QueryState';
import { useSingleFlight } from '../../ui/use-single-flight';
import { sitesMapShownAtom } from './map/map-shown';
import { loadLeaflet, SitesMap } from './map/SitesMap';
import { SiteCard } from './SiteCard';
import './sites.css';
import type { Id } from '../../lib/id';
import { LocateIcon } from './LocateIcon';

type Filter = 'all' | SiteKind;
const FILTERS: Filter[] = ['all', 'locker', 'store'];

/**
 * /pages/Home/NearLocker/index: the shop's cabinets and stores nearest the customer (`/site/nearby`), with
 * distances from the position the bridge gave at start-up, a "locate me" that asks again (without a known
 * position, refused or not yet given, the sites are asked for from the default one, but a distance from there
 * means nothing to the customer: none is shown, and the screen says why, as Home's nearest cabinet does), free boxes where known, navigation through the bridge's `openLocation`, and a map (Leaflet, loaded
 * only when shown; closed until the customer opens it: ./map/map-shown.ts). The list never depends on the map.
 */
export default function NearLockerScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const bridge = useBridge();
  const position = useAtomValue(effectivePositionAtom);
  const knownPosition = useAtomValue(positionAtom);
  const setPosition = useSetAtom(positionAtom);
  const shopId = useAtomValue(shopIdAtom);
  const [filter, setFilter] = useState<Filter>('all');
  const [showMap, setShowMap] = useAtom(sitesMapShownAtom);
  const [selectedId, setSelectedId] = useState<Id | null>(null);
  const { pending: locating, run: once } = useSingleFlight();
  const [locateError, setLocateError] = useState<string | null>(null);
  const [navigatingId, setNavigatingId] = useState<Id | null>(null);
  const mapOpening = useSingleFlight();

  const sites = useQuery({
    ...siteQueries.nearby({ latitude: position.latitude, longitude: position.longitude, shopId }),
    placeholderData: keepPreviousData,
  });
  const shown = useMemo(
    () => (sites.data ?? []).filter((site) => filter === 'all' || site.kind === filter),
    [sites.data, filter],
  );

  const locate = async () => {
    const result = await once(() => bridge.getLocation());
    if (!result) return; // a second tap while the first asks
    if (result.ok) {
      setLocateError(null);
      setPosition(result.value);
    } else if (result.error.kind !== 'cancelled') {
      // The last known position stays; with none, no distances are shown.
      setLocateError(result.error.message);
      showToast(result.error.message);
    }
  };

  const openMap = (site: Site) =>
    mapOpening.run(async () => {
      setNavigatingId(site.id);
      const result = await bridge
        .openLocation({ latitude: site.latitude, longitude: site.longitude, name: site.name, address: site.address })
        .finally(() => setNavigatingId(null));
      if (!result.ok && result.error.kind !== 'cancelled') showToast(result.error.message);
    });

  const openSite = (site: Site) => {
    if (site.kind === 'locker' && site.lockerNo)
      navigate(withQuery(PATHS.pendingList, { lockerNo: site.lockerNo, shopId }));
    else if (site.storeNo) navigate(withQuery(PATHS.createOrder, { storeNo: site.storeNo, shopId }));
  };

  const select = (siteId: Id) => {
    setSelectedId(siteId);
    document.getElementById(`site-card-${siteId}`)?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  };

  return (
    <Page title={t('routes.nearLocker')}>
      <div className="sites">
        <section className="sites-where" aria-label={t('sites.position')}>
          <p className="sites-where-text" role={locateError ? 'alert' : undefined}>
            {locateError
              ? knownPosition
                ? t('sites.locateFailed', { message: locateError })
                : t('sites.locateFailedUnlocated', { message: locateError })
              : knownPosition
                ? t('sites.fromYou')
                : t('sites.unlocated')}
          </p>
          <Button size="small" color="primary" fill="outline" loading={locating} disabled={locating} onClick={locate}>
            <LocateIcon /> {t('sites.locate')}
          </Button>
        </section>

        <div className="sites-toolbar">
          <fieldset className="sites-filter">
            <legend className="visually-hidden">{t('sites.filter')}</legend>
            {FILTERS.map((value) => (
              <button
                key={value}
                type="button"
                className="sites-filter-button"
                aria-pressed={filter === value}
                onClick={() => setFilter(value)}
              >
                {t(`sites.filters.${value}`)}
              </button>
            ))}
          </fieldset>
          <button
            type="button"
            className="sites-map-toggle"
            aria-expanded={showMap}
            onPointerDown={() => void loadLeaflet().catch(() => undefined)}
            onClick={() => setShowMap(!showMap)}
          >
            {showMap ? t('sites.hideMap') : t('sites.showMap')}
          </button>
        </div>

        {showMap && sites.data && (
          <SitesMap sites={shown} position={position} selectedId={selectedId} onSelect={select} />
        )}

        <QueryState
          query={sites}
          isEmpty={() => shown.length === 0}
          empty={<p className="sites-empty">{t('sites.empty')}</p>}
        >
          {() => (
            <ul className="sites-list" aria-label={t('sites.list')}>
              {shown.map((site) => (
                <SiteCard
                  key={site.id}
                  site={site}
                  located={knownPosition !== null}
                  selected={site.id === selectedId}
                  navigating={navigatingId === site.id}
                  onNavigate={openMap}
                  onOpen={openSite}
                  onSelect={(picked) => setSelectedId(picked.id)}
                />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </Page>
  );
}
