import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { authMutations } from '../../api/auth';
import { shopIdAtom } from '../../state/shop';
import { ConsentCheck } from './ConsentCheck';
import { PasswordField } from './PasswordField';
import { PhoneField } from './PhoneField';
import { SubmitButton } from './SubmitButton';
import { afterSignInPath, completeSignIn } from './sign-in';
import { useAuthForm } from './use-auth-form';
import { type LoginValues, validateLogin } from './validate';

/**
 * Phone + password login (`POST /auth/password-login`). The agreement consent must be ticked. On success the
 * token is saved, the user info loaded, and the customer goes where they were going (`redirect`, an app path
 * only) or Home. A refused login keeps everything as typed; the server's message is shown by the client. The
 * phone typed is back after a reload until the login is done (useAuthForm's draft).
 */
export function LoginForm({ redirect, initialPhone = '' }: { redirect: string | null; initialPhone?: string }) {
  const { t } = useTranslation();
  const store = useStore();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const shopId = useAtomValue(shopIdAtom);
  const form = useAuthForm<LoginValues>('login', { phone: initialPhone, password: '', agreed: false }, validateLogin);
  const passwordLogin = useMutation(authMutations.passwordLogin());

  const login = form.submit(async ({ phone, password }) => {
    const { token } = await passwordLogin.mutateAsync({ phone, password });
    form.drop();
    await completeSignIn(store, token, shopId, queryClient);
    navigate(afterSignInPath(redirect), { replace: true });
  });

  return (
    <form className="auth-form" noValidate onSubmit={login} aria-label={t('routes.login')}>
      <PhoneField id="login-phone" {...form.bind('phone')} />
      <PasswordField id="login-password" label={t('auth.password')} purpose="current" {...form.bind('password')} />
      <ConsentCheck id="login-consent" {...form.bind('agreed')} />
      <SubmitButton label={t('auth.login.submit')} pending={form.pending} />
    </form>
  );
}
