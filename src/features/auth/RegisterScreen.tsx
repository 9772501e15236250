import { useTranslation } from 'react-i18next';
import { PATHS, withQuery } from '../../lib/paths';
import { Page } from '../../ui/page/Page';
import { AuthHeader } from './AuthHeader';
import { RegisterForm } from './RegisterForm';
import { useAuthLink } from './use-auth-link';
import './auth.css';

/** /pages/Login/register (custom navigation bar): phone, SMS code and password. */
export default function RegisterScreen() {
  const { t } = useTranslation();
  const { redirect, phone } = useAuthLink();
  return (
    <Page title={t('routes.register')} navBar="none">
      <div className="auth-screen">
        <AuthHeader title={t('routes.register')} subtitle={t('auth.register.subtitle')} />
        <RegisterForm redirect={redirect} initialPhone={phone} />
        <section className="auth-links" aria-label={t('auth.moreOptions')}>
          <a className="auth-link" href={`#${withQuery(PATHS.login, { redirect })}`}>
            {t('auth.register.toLogin')}
          </a>
        </section>
      </div>
    </Page>
  );
}
