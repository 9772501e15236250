import { useTranslation } from 'react-i18next';
import { PATHS, withQuery } from '../../lib/paths';
import { AuthScreen } from './AuthScreen';
import { RegisterForm } from './RegisterForm';
import { useAuthLink } from './use-auth-link';

/** /pages/Login/register (custom navigation bar): phone, SMS code and password. */
export default function RegisterScreen() {
  const { t } = useTranslation();
  const { redirect, phone } = useAuthLink();
  return (
    <AuthScreen
      title={t('routes.register')}
      subtitle={t('auth.register.subtitle')}
      links={
        <a className="auth-link" href={`#${withQuery(PATHS.login, { redirect })}`}>
          {t('auth.register.toLogin')}
        </a>
      }
    >
      <RegisterForm redirect={redirect} initialPhone={phone} />
    </AuthScreen>
  );
}
