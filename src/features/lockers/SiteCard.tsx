import { useTranslation } from 'react-i18next';
import type { Site } from '../../api/schemas/site';
import { formatDistance } from '../../lib/geo';
import { freeBoxesText } from '../../ui/free-boxes';
import { Button } from '../../ui/light/Button';
import { Tag } from '../../ui/light/Tag';

type SiteCardProps = {
  site: Site;
  /** The customer's position is known: without it, a distance (from the default position) means nothing. */
  located: boolean;
  selected: boolean;
  navigating: boolean;
  onNavigate: (site: Site) => void;
  onOpen: (site: Site) => void;
  onSelect: (site: Site) => void;
};

/** One nearby cabinet or store: kind, distance (where the customer's position is known), address, hours, free boxes where known, and what to do there. */
export function SiteCard({ site, located, selected, navigating, onNavigate, onOpen, onSelect }: SiteCardProps) {
  const { t } = useTranslation();
  const titleId = `site-${site.id}`;
  const locker = site.kind === 'locker';
  return (
    <li
      className={selected ? 'site-card site-card-selected' : 'site-card'}
      id={`site-card-${site.id}`}
      aria-labelledby={titleId}
      aria-current={selected ? 'true' : undefined}
    >
      <div className="site-card-top">
        <h3 id={titleId} className="site-name">
          <button type="button" className="site-name-button" onClick={() => onSelect(site)}>
            {site.name}
          </button>
        </h3>
        {located && site.distance !== null && <span className="site-distance">{formatDistance(site.distance)}</span>}
      </div>
      <div className="site-tags">
        <Tag color={locker ? 'primary' : 'warning'} fill="outline">
          {locker ? t('sites.cabinet') : t('sites.store')}
        </Tag>
        {locker && !site.online && (
          <Tag color="danger" fill="outline">
            {t('sites.offline')}
          </Tag>
        )}
      </div>
      <p className="site-line">{site.address}</p>
      {site.openHours && <p className="site-line">{t('sites.openHours', { hours: site.openHours })}</p>}
      {locker && site.freeBoxes !== null && site.freeBoxes !== undefined && (
        <p className={site.freeBoxes > 0 ? 'site-line site-boxes' : 'site-line site-boxes site-boxes-none'}>
          {freeBoxesText(t, site.freeBoxes, site.totalBoxes)}
        </p>
      )}
      {site.phone && (
        <p className="site-line">
          <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`} className="site-phone">
            {t('sites.call', { phone: site.phone })}
          </a>
        </p>
      )}
      <div className="site-actions">
        <Button
          size="small"
          color="primary"
          loading={navigating}
          disabled={navigating}
          onClick={() => onNavigate(site)}
          aria-describedby={titleId}
        >
          {t('sites.navigate')}
        </Button>
        <Button size="small" fill="outline" color="primary" onClick={() => onOpen(site)} aria-describedby={titleId}>
          {locker ? t('sites.useCabinet') : t('sites.orderAtStore')}
        </Button>
      </div>
    </li>
  );
}
