import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { PATHS, withQuery } from '../../lib/paths';
import { isLoggedInAtom } from '../../state/session';
import { shopIdAtom } from '../../state/shop';
import { goBack } from '../../ui/page/go-back';
import { Page } from '../../ui/page/Page';
import { ResetForm } from './ResetForm';
import { useAuthLink } from './use-auth-link';
import './auth.css';
import { useQuery } from '@tanstack/react-query';
import { authQueries } from '../../api/auth';

/**
 * /pages/Login/forget: reset the password with phone and SMS code. Afterwards a logged-in customer (who came
 * from the account screen) goes back; anyone else goes to the login page with the phone filled in.
 */
export default function ForgetScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  // the user as the cache holds it (read at start-up, kept between visits): no read of its own
  const user = useQuery({ ...authQueries.userInfo(useAtomValue(shopIdAtom)), enabled: false }).data;
  const { redirect, phone: linkPhone } = useAuthLink();
  const phone = linkPhone !== '' ? linkPhone : loggedIn ? (user?.phone ?? '') : '';

  const done = (resetPhone: string) => {
    if (loggedIn) goBack(navigate);
    else navigate(withQuery(PATHS.login, { phone: resetPhone, redirect }), { replace: true });
  };

  return (
    <Page title={t('routes.forget')}>
      <div className="auth-screen auth-screen-plain">
        <p className="auth-intro">{t('auth.reset.intro')}</p>
        <ResetForm initialPhone={phone} onDone={done} />
      </div>
    </Page>
  );
}
