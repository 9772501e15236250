import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useAtomValue, useStore } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { authMutations } from '../../api/auth';
import { shopIdAtom } from '../../state/shop';
import { ConsentCheck } from './ConsentCheck';
import { Field } from './Field';
import { PhoneField } from './PhoneField';
import { afterSignInPath, completeSignIn } from './sign-in';
import { useAuthForm } from './use-auth-form';
import { type LoginValues, validateLogin } from './validate';

/**
 * Phone + password login (`POST /auth/password-login`). The agreement consent must be ticked. On success the
 * token is saved, the user info loaded, and the customer goes where they were going (`redirect`, an app path
 * only) or Home. A refused login keeps everything as typed; the server's message is shown by the client.
 */
export function LoginForm({ redirect, initialPhone = '' }: { redirect: string | null; initialPhone?: string }) {
  const { t } = useTranslation();
  const store = useStore();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const shopId = useAtomValue(shopIdAtom);
  const form = useAuthForm<LoginValues>({ phone: initialPhone, password: '', agreed: false }, validateLogin);
  const { values, errors, set } = form;
  const passwordLogin = useMutation(authMutations.passwordLogin());

  const login = form.submit(async ({ phone, password }) => {
    const { token } = await passwordLogin.mutateAsync({ phone, password });
    await completeSignIn(store, token, shopId, queryClient);
    navigate(afterSignInPath(redirect), { replace: true });
  });

  return (
    <form className="auth-form" noValidate onSubmit={login} aria-label={t('routes.login')}>
      <PhoneField id="login-phone" value={values.phone} onChange={(v) => set('phone', v)} error={errors.phone} />
      <Field
        id="login-password"
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        maxLength={18}
        placeholder={t('auth.passwordPlaceholder')}
        value={values.password}
        onChange={(v) => set('password', v)}
        error={errors.password}
      />
      <ConsentCheck
        id="login-consent"
        checked={values.agreed}
        onChange={(v) => set('agreed', v)}
        error={errors.agreement}
      />
      <Button type="submit" color="primary" block size="large" loading={form.pending} disabled={form.pending}>
        {t('auth.login.submit')}
      </Button>
    </form>
  );
}
