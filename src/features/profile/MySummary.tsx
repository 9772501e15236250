import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { authQueries } from '../../api/auth';
import { walletQueries } from '../../api/wallet';
import { PATHS, withQuery } from '../../lib/paths';
import { isLoggedInAtom } from '../../state/session';
import { shopIdAtom } from '../../state/shop';
import { InlineRetry } from '../../ui/InlineRetry';
import { Button } from '../../ui/light/Button';
import { Picture } from '../../ui/light/Picture';
import { SkeletonBar } from '../../ui/light/Skeleton';
import { Money } from '../../ui/Money';

/** One figure of the summary, with its own loading and failure (InlineRetry, a compact QueryState). */
function Stat<T>({
  label,
  href,
  query,
  children,
}: {
  label: string;
  href: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  let value: ReactNode;
  let failed = false;
  if (query.isPending) value = <SkeletonBar inverse className="my-stat-skeleton" />;
  else if (query.isError || query.data === undefined) {
    failed = true;
    value = <InlineRetry query={{ ...query, isError: true }} message={t('shell.errorTitle')} inverse />;
  } else value = children(query.data);
  return (
    <div className="my-stat">
      {/* a failure's 'Try again' lies over the label's link, which covers the whole figure otherwise */}
      <span className={failed ? 'my-stat-value my-stat-value-failed' : 'my-stat-value'}>{value}</span>
      <a className="my-stat-label" href={`#${href}`}>
        {label}
      </a>
    </div>
  );
}

/** The avatar's size: `.my-avatar` (my.css) is 52 by 52, the picture covering it. */
const AVATAR_SIZE = 52;

/** The vouchers asked for to count them: a page large enough when the server sends no total. */
const VOUCHER_COUNT_PAGE = 50;

/** The customer's summary on the profile tab, or 'Please log in' with a way to log in. */
export function MySummary() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  // the user as the cache holds it (read at start-up and sign-in, kept between visits), and read here when it does
  // not: under a shop chosen since the start-up read it, the summary had no name
  const user = useQuery({ ...authQueries.userInfo(useAtomValue(shopIdAtom)), enabled: loggedIn }).data;
  const wallet = useQuery({ ...walletQueries.info(), enabled: loggedIn });
  const vouchers = useQuery({
    ...walletQueries.couponList({ pageNum: 1, pageSize: VOUCHER_COUNT_PAGE, status: 'unused' }),
    enabled: loggedIn,
  });

  if (!loggedIn) {
    return (
      <section className="my-card" aria-labelledby="my-card-name">
        <p className="my-name" id="my-card-name">
          {t('my.guest')}
        </p>
        <p className="my-phone">{t('shell.pleaseLogin')}</p>
        <Button color="primary" size="small" onClick={() => navigate(withQuery(PATHS.login, { redirect: PATHS.my }))}>
          {t('shell.goLogin')}
        </Button>
      </section>
    );
  }

  const initial = (user?.nickName ?? '').trim().slice(0, 1).toUpperCase() || '·';
  return (
    <section className="my-card" aria-labelledby="my-card-name">
      <a className="my-identity" href={`#${PATHS.userInfo}`}>
        <span className="my-avatar" aria-hidden="true">
          {/* at the top of the tab, on screen at once: not lazy */}
          {user?.avatar ? (
            <Picture src={user.avatar} alt="" width={AVATAR_SIZE} height={AVATAR_SIZE} priority="eager" />
          ) : (
            initial
          )}
        </span>
        <span className="my-identity-text">
          <span className="my-name" id="my-card-name">
            {user?.nickName ?? ''}
          </span>
          <span className="my-phone">
            {user ? t('profile.summary.idAndPhone', { id: user.id, phone: user.phone ?? '' }) : ''}
          </span>
        </span>
      </a>
      <div className="my-stats">
        <Stat label={t('profile.summary.balance')} href={PATHS.wallet} query={wallet}>
          {(info) => <Money amount={info.balance} />}
        </Stat>
        <Stat label={t('profile.summary.vouchers')} href={PATHS.myCoupon} query={vouchers}>
          {(page) =>
            page.total ?? (page.list.length >= VOUCHER_COUNT_PAGE ? `${VOUCHER_COUNT_PAGE}+` : page.list.length)
          }
        </Stat>
      </div>
    </section>
  );
}
