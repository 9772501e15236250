import { useTranslation } from 'react-i18next';
import { PATHS } from '../../lib/paths';
import { AuthLink } from './AuthLink';
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
      links={<AuthLink to={PATHS.login} redirect={redirect} label={t('auth.register.toLogin')} />}
    >
      <RegisterForm redirect={redirect} initialPhone={phone} />
    </AuthScreen>
  );
}
