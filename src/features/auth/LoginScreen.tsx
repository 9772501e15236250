import { useTranslation } from 'react-i18next';
import { PATHS } from '../../lib/paths';
import { AuthLink } from './AuthLink';
import { AuthScreen } from './AuthScreen';
import { LoginForm } from './LoginForm';
import { useAuthLink } from './use-auth-link';

/** /pages/Login/login (custom navigation bar): phone + password, with the ways to register or reset. */
export default function LoginScreen() {
  const { t } = useTranslation();
  const { redirect, phone } = useAuthLink();
  return (
    <AuthScreen
      title={t('routes.login')}
      subtitle={t('auth.login.subtitle')}
      links={
        <>
          <AuthLink to={PATHS.register} redirect={redirect} label={t('auth.login.toRegister')} />
          <AuthLink to={PATHS.forget} redirect={redirect} label={t('auth.login.toForget')} />
        </>
      }
    >
      <LoginForm redirect={redirect} initialPhone={phone} />
    </AuthScreen>
  );
}
