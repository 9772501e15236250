import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { confQueries } from '../../api/conf';
import { PATHS } from '../../lib/paths';
import { shopIdAtom } from '../../state/shop';
import { PhoneIcon, UserIcon } from '../../ui/light/icons';
import { RightOutline } from '../../ui/light/OutlineIcon';
import { CardIcon, FileIcon, LockIcon, PinIcon, SendIcon, TicketIcon } from './icons';

type EntryProps = { href: string | undefined; icon: ReactNode; label: string; detail?: string };

function Entry({ href, icon, label, detail }: EntryProps) {
  return (
    <li>
      <a className="my-entry" href={href}>
        <span className="my-entry-icon" aria-hidden="true">
          {icon}
        </span>
        <span className="my-entry-label">{label}</span>
        {detail && <span className="my-entry-detail">{detail}</span>}
        <RightOutline aria-hidden className="my-entry-arrow" />
      </a>
    </li>
  );
}

/** A `tel:` address for a service phone as written (`400-800-1234`), or null when it has no digits. */
export function telHref(phone: string): string | null {
  const dialable = phone.replace(/[^\d+]/g, '');
  return /\d/.test(dialable) ? `tel:${dialable}` : null;
}

/** The profile tab's entries: wallet, vouchers, addresses, account, sharing, agreements, service phone. */
export function MyMenu() {
  const { t } = useTranslation();
  // the shop's configuration, which the start-up has asked for already (src/app/startup.ts)
  const config = useQuery(confQueries.common(useAtomValue(shopIdAtom)));
  const servicePhone = config.data?.servicePhone ?? '';
  const tel = telHref(servicePhone);
  return (
    <>
      <section className="my-section my-menu" aria-label={t('profile.menu.services')}>
        <ul>
          <Entry href={`#${PATHS.wallet}`} icon={<CardIcon />} label={t('routes.wallet')} />
          <Entry href={`#${PATHS.myCoupon}`} icon={<TicketIcon />} label={t('routes.myCoupon')} />
          <Entry href={`#${PATHS.address}`} icon={<PinIcon />} label={t('routes.address')} />
          <Entry href={`#${PATHS.userInfo}`} icon={<UserIcon />} label={t('routes.userInfo')} />
          <Entry href={`#${PATHS.share}`} icon={<SendIcon />} label={t('routes.share')} />
        </ul>
      </section>
      <section className="my-section my-menu" aria-label={t('profile.menu.help')}>
        <ul>
          <Entry href={`#${PATHS.protocol}`} icon={<FileIcon />} label={t('routes.protocol')} />
          <Entry href={`#${PATHS.privacy}`} icon={<LockIcon />} label={t('routes.privacy')} />
          {/* its row is kept while the configuration is on its way: appearing later, it pushed down what follows */}
          {(tel || config.isPending) && (
            <Entry
              href={tel ?? undefined}
              icon={<PhoneIcon />}
              label={t('profile.menu.servicePhone')}
              detail={servicePhone}
            />
          )}
        </ul>
      </section>
    </>
  );
}
