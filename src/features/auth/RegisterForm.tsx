import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useAtomValue, useStore } from 'jotai';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { register } from '../../api/auth';
import { mobilePatternAtom } from '../../state/config';
import { pidAtom, shopIdAtom } from '../../state/shop';
import { showToast } from '../../ui/feedback/toast';
import { ConsentCheck } from './ConsentCheck';
import { Field } from './Field';
import { SmsCodeField } from './SmsCodeField';
import { afterSignInPath, completeSignIn } from './sign-in';
import { useSubmit } from './use-submit';
import { type FieldErrors, type FieldName, firstError, phoneError, validateRegister } from './validate';

const noSpaces = (value: string) => value.replace(/\s/g, '');

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
  const pattern = useAtomValue(mobilePatternAtom);
  const shopId = useAtomValue(shopIdAtom);
  const pid = useAtomValue(pidAtom);
  const [phone, setPhone] = useState(initialPhone);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { pending, run } = useSubmit();

  const clear = (field: FieldName) => setErrors(({ [field]: _gone, ...rest }) => rest);

  const checkPhoneForCode = () => {
    const problem = phoneError(phone, pattern);
    setErrors((current) => ({ ...current, phone: problem }));
    if (problem) showToast(t(problem));
    return !problem;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const found = validateRegister({ phone, code, password, agreed }, pattern);
      setErrors(found);
      const first = firstError(found);
      if (first) {
        showToast(t(first));
        return;
      }
      try {
        const { token } = await register({ phone, code, password, shopId, pid: pid ?? undefined });
        await completeSignIn(store, token, shopId, queryClient);
        navigate(afterSignInPath(redirect), { replace: true });
      } catch {
        // shown by the api client; the form keeps what was typed
      }
    });
  };

  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-label={t('routes.register')}>
      <Field
        id="register-phone"
        label={t('auth.phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={11}
        placeholder={t('auth.phonePlaceholder')}
        value={phone}
        onChange={(value) => {
          setPhone(noSpaces(value));
          clear('phone');
        }}
        error={errors.phone}
      />
      <SmsCodeField
        id="register-code"
        value={code}
        onChange={(value) => {
          setCode(value);
          clear('code');
        }}
        error={errors.code}
        phone={phone}
        type="register"
        checkPhone={checkPhoneForCode}
      />
      <Field
        id="register-password"
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        maxLength={18}
        placeholder={t('auth.newPasswordPlaceholder')}
        value={password}
        onChange={(value) => {
          setPassword(value);
          clear('password');
        }}
        error={errors.password}
      />
      <ConsentCheck
        id="register-consent"
        checked={agreed}
        onChange={(value) => {
          setAgreed(value);
          clear('agreement');
        }}
        error={errors.agreement}
      />
      <Button type="submit" color="primary" block size="large" loading={pending} disabled={pending}>
        {t('auth.register.submit')}
      </Button>
    </form>
  );
}
