import { useTranslation } from 'react-i18next';
import { PATHS, withQuery } from '../../lib/paths';
import { Page } from '../../ui/page/Page';
import { AuthHeader } from './AuthHeader';
import { LoginForm } from './LoginForm';
import { useAuthLink } from './use-auth-link';
import './auth.css';

/** /pages/Login/login (custom navigation bar): phone + password, with the ways to register or reset. */
export default function LoginScreen() {
  const { t } = useTranslation();
  const { redirect, phone } = useAuthLink();
  return (
    <Page title={t('routes.login')} navBar="none">
      <div className="auth-screen">
        <AuthHeader title={t('routes.login')} subtitle={t('auth.login.subtitle')} />
        <LoginForm redirect={redirect} initialPhone={phone} />
        <section className="auth-links" aria-label={t('auth.moreOptions')}>
          <a className="auth-link" href={`#${withQuery(PATHS.register, { redirect })}`}>
            {t('auth.login.toRegister')}
          </a>
          <a className="auth-link" href={`#${withQuery(PATHS.forget, { redirect })}`}>
            {t('auth.login.toForget')}
          </a>
        </section>
      </div>
    </Page>
  );
}
