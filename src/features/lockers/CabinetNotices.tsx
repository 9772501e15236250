import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Id } from '../../lib/id';
import { PATHS, withQuery } from '../../lib/paths';
import { InlineRetry, type Retryable } from '../../ui/InlineRetry';
import { Button } from '../../ui/light/Button';
import { Notice } from '../../ui/light/Notice';

/** No cabinet in the link: the way to scan one. */
export function NoCabinet() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <Notice status="empty" title={t('lockers.noCabinet')} description={t('lockers.noCabinetHint')}>
      <Button color="primary" onClick={() => navigate(PATHS.scan)}>
        {t('lockers.scanCabinet')}
      </Button>
    </Notice>
  );
}

/**
 * A code for a cabinet the server does not know (or no longer has), in the server's words: nothing can happen
 * here but scanning another, or asking again (the failed read of the cabinet, `locker`).
 */
export function UnknownCabinet({ message, locker }: { message: string; locker: Retryable }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <Notice
      status="empty"
      title={message}
      description={<InlineRetry query={locker} message={t('lockers.noCabinetHint')} />}
    >
      <Button color="primary" onClick={() => navigate(PATHS.scan, { replace: true })}>
        {t('lockers.scanCabinet')}
      </Button>
    </Notice>
  );
}

/** A guest at a cabinet: the orders need a session; logging in comes back here. */
export function GuestAtCabinet({ lockerNo, shopId }: { lockerNo: string; shopId: Id | undefined }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <Notice
      status="empty"
      className="cabinet-guest"
      title={t('shell.pleaseLogin')}
      description={t('lockers.guestHint')}
    >
      <Button
        color="primary"
        onClick={() =>
          navigate(withQuery(PATHS.login, { redirect: withQuery(PATHS.pendingList, { lockerNo, shopId }) }))
        }
      >
        {t('shell.goLogin')}
      </Button>
    </Notice>
  );
}
