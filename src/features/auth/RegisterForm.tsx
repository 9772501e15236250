import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { authMutations } from '../../api/auth';
import { pidAtom, shopIdAtom } from '../../state/shop';
import { ConsentCheck } from './ConsentCheck';
import { PhoneCodePasswordFields } from './PhoneCodePasswordFields';
import { SubmitButton } from './SubmitButton';
import { afterSignInPath, completeSignIn } from './sign-in';
import { useAuthForm } from './use-auth-form';
import { type RegisterValues, validateRegister } from './validate';

/**
 * Registration: phone, SMS code (`POST /sms/send`, type 'register'), password, agreement consent;
 * `POST /auth/register` with the current shop and the inviter (pid) from the landing URL. The new customer
 * is signed in at once and goes on like after a login (the welcome coupon check then runs). The phone typed is
 * back after a reload (the customer left to read the SMS) until the account is made (useAuthForm's draft).
 */
export function RegisterForm({ redirect, initialPhone = '' }: { redirect: string | null; initialPhone?: string }) {
  const { t } = useTranslation();
  const store = useStore();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const shopId = useAtomValue(shopIdAtom);
  const pid = useAtomValue(pidAtom);
  const form = useAuthForm<RegisterValues>(
    'register',
    { phone: initialPhone, code: '', password: '', agreed: false },
    validateRegister,
  );
  const register = useMutation(authMutations.register());

  const signUp = form.submit(async ({ phone, code, password }) => {
    const { token } = await register.mutateAsync({ phone, code, password, shopId, pid: pid ?? undefined });
    form.drop();
    await completeSignIn(store, token, shopId, queryClient);
    navigate(afterSignInPath(redirect), { replace: true });
  });

  return (
    <form className="auth-form" noValidate onSubmit={signUp} aria-label={t('routes.register')}>
      <PhoneCodePasswordFields type="register" passwordLabel={t('auth.password')} form={form} />
      <ConsentCheck id="register-consent" {...form.bind('agreed')} />
      <SubmitButton label={t('auth.register.submit')} pending={form.pending} />
    </form>
  );
}
