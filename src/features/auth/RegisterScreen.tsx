import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { PATHS, safeAppPath, withQuery } from '../../lib/paths';
import { Page } from '../../ui/page/Page';
import { AuthHeader } from './AuthHeader';
import { RegisterForm } from './RegisterForm';
import './auth.css';

/** /pages/Login/register (custom navigation bar): phone, SMS code and password. */
export default function RegisterScreen() {
  const { t } = useTranslation();
  const query = new URLSearchParams(useSearch());
  const redirect = safeAppPath(query.get('redirect'));
  const phone = query.get('phone') ?? '';
  return (
    <Page title={t('routes.register')} navBar="none">
      <div className="auth-screen">
        <AuthHeader title={t('routes.register')} subtitle={t('auth.register.subtitle')} />
        <RegisterForm redirect={redirect} initialPhone={/^\d{0,11}$/.test(phone) ? phone : ''} />
        <section className="auth-links" aria-label={t('auth.moreOptions')}>
          <a className="auth-link" href={`#${withQuery(PATHS.login, { redirect })}`}>
            {t('auth.register.toLogin')}
          </a>
        </section>
      </div>
    </Page>
  );
}
