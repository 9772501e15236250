import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { authQueries } from '../../api/auth';
import { PATHS, withQuery } from '../../lib/paths';
import { clearSession } from '../../state/session';
import { shopIdAtom } from '../../state/shop';
import { confirmDialog } from '../../ui/feedback/dialog';
import { Button } from '../../ui/light/Button';
import { RightOutline } from '../../ui/light/OutlineIcon';
import { Page } from '../../ui/page/Page';
import { QueryLoading, QueryState } from '../../ui/QueryState';
import { useReceivingList } from '../addresses';
import { LanguagePicker } from './LanguagePicker';
import './my.css';
import { LockIcon } from './icons';

/**
 * /pages/My/UserInfo/UserInfo: user ID, bound phone, receiver name and address, the language (switching
 * live), reset password, and logout (asked first; clears the session as spec section 4 says, then the login page).
 */
export default function UserInfoScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const store = useStore();
  const shopId = useAtomValue(shopIdAtom);
  // the receiver is the default receiving address: one source, fresh whenever the addresses change
  const receivingList = useReceivingList();
  const receiving = receivingList.data?.default ?? receivingList.data?.list.find((address) => address.isDefault);
  const query = useQuery(authQueries.userInfo(shopId));

  const logout = async () => {
    const sure = await confirmDialog({
      content: t('profile.userInfo.logoutConfirm'),
      confirmText: t('profile.userInfo.logout'),
      cancelText: t('profile.userInfo.stay'),
    });
    if (!sure) return;
    clearSession(store); // the query cache goes with it (src/app/session-cache.ts), as after a 401
    // Home, not Log in: a customer who chose to leave has no reason to be asked to log in again;
    // a 401 still leads to Log in, as the session ended without the customer asking
    navigate(PATHS.home, { replace: true });
  };

  const notSet = t('profile.userInfo.notSet');
  // The screen shows once the account and its addresses have answered (or failed), all at once: the receiver's
  // lines and the address's length are known only then, and drawn earlier they pushed what follows down.
  if (query.isPending || receivingList.isPending) {
    return (
      <Page title={t('routes.userInfo')}>
        <QueryLoading rows={8} />
      </Page>
    );
  }
  return (
    <Page title={t('routes.userInfo')}>
      <section className="my-section" aria-label={t('profile.userInfo.account')}>
        <QueryState query={query}>
          {(user) => {
            // the account's own receiver fields stand in when the addresses could not be loaded
            const receiverName = receiving?.contact ?? (receivingList.data ? null : user.receiverName) ?? '';
            const receiverAddress = receiving
              ? `${receiving.regionText} ${receiving.detail}`.trim()
              : ((receivingList.data ? null : user.receiverAddress) ?? '');
            return (
              <dl className="user-info-list">
                <div className="user-info-row">
                  <dt>{t('profile.userInfo.id')}</dt>
                  <dd>{user.id}</dd>
                </div>
                <div className="user-info-row">
                  <dt>{t('profile.userInfo.phone')}</dt>
                  <dd>{user.phone || notSet}</dd>
                </div>
                <div className="user-info-row">
                  <dt>{t('profile.userInfo.receiverName')}</dt>
                  <dd>{receiverName || notSet}</dd>
                </div>
                <div className="user-info-row">
                  <dt>{t('profile.userInfo.receiverAddress')}</dt>
                  <dd>{receiverAddress || notSet}</dd>
                </div>
              </dl>
            );
          }}
        </QueryState>
      </section>
      <section className="my-section">
        <LanguagePicker />
      </section>
      <section className="my-section my-menu" aria-label={t('profile.userInfo.security')}>
        <ul>
          <li>
            <a className="my-entry" href={`#${withQuery(PATHS.forget, { phone: query.data?.phone ?? undefined })}`}>
              <span className="my-entry-icon" aria-hidden="true">
                <LockIcon />
              </span>
              <span className="my-entry-label">{t('profile.userInfo.resetPassword')}</span>
              <RightOutline aria-hidden className="my-entry-arrow" />
            </a>
          </li>
        </ul>
      </section>
      <div className="user-info-actions">
        <Button block color="danger" fill="outline" size="large" onClick={() => void logout()}>
          {t('profile.userInfo.logout')}
        </Button>
      </div>
    </Page>
  );
}
