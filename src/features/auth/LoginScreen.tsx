import { useTranslation } from 'react-i18next';
import { PATHS, withQuery } from '../../lib/paths';
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
          <a className="auth-link" href={`#${withQuery(PATHS.register, { redirect })}`}>
            {t('auth.login.toRegister')}
          </a>
          <a className="auth-link" href={`#${withQuery(PATHS.forget, { redirect })}`}>
            {t('auth.login.toForget')}
          </a>
        </>
      }
    >
      <LoginForm redirect={redirect} initialPhone={phone} />
    </AuthScreen>
  );
}
