import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useAtomValue, useStore } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { authMutations } from '../../api/auth';
import { pidAtom, shopIdAtom } from '../../state/shop';
import { ConsentCheck } from './ConsentCheck';
import { Field } from './Field';
import { PhoneField } from './PhoneField';
import { SmsCodeField } from './SmsCodeField';
import { afterSignInPath, completeSignIn } from './sign-in';
import { useAuthForm } from './use-auth-form';
import { type RegisterValues, validateRegister } from './validate';

/**
 * Registration: phone, SMS code (`POST /sms/send`, type 'register'), password, agreement consent;
 * `POST /auth/register` with the current shop and the inviter (pid) from the landing URL. The new customer
 * is signed in at once and goes on like after a login (the welcome coupon check then runs).
 */
export function RegisterForm({ redirect, initialPhone = '' }: { redirect: string | null; initialPhone?: string }) {
  const { t } = useTranslation();
  const store = useStore();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const shopId = useAtomValue(shopIdAtom);
  const pid = useAtomValue(pidAtom);
  const form = useAuthForm<RegisterValues>(
    { phone: initialPhone, code: '', password: '', agreed: false },
    validateRegister,
  );
  const { values, errors, set } = form;
  const register = useMutation(authMutations.register());

  const signUp = form.submit(async ({ phone, code, password }) => {
    const { token } = await register.mutateAsync({ phone, code, password, shopId, pid: pid ?? undefined });
    await completeSignIn(store, token, shopId, queryClient);
    navigate(afterSignInPath(redirect), { replace: true });
  });

  return (
    <form className="auth-form" noValidate onSubmit={signUp} aria-label={t('routes.register')}>
      <PhoneField id="register-phone" value={values.phone} onChange={(v) => set('phone', v)} error={errors.phone} />
      <SmsCodeField
        id="register-code"
        value={values.code}
        onChange={(v) => set('code', v)}
        error={errors.code}
        phone={values.phone}
        type="register"
        checkPhone={form.checkPhone}
      />
      <Field
        id="register-password"
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        maxLength={18}
        placeholder={t('auth.newPasswordPlaceholder')}
        value={values.password}
        onChange={(v) => set('password', v)}
        error={errors.password}
      />
      <ConsentCheck
        id="register-consent"
        checked={values.agreed}
        onChange={(v) => set('agreed', v)}
        error={errors.agreement}
      />
      <Button type="submit" color="primary" block size="large" loading={form.pending} disabled={form.pending}>
        {t('auth.register.submit')}
      </Button>
    </form>
  );
}
