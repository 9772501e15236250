import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useAtomValue, useStore } from 'jotai';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { passwordLogin } from '../../api/auth';
import { mobilePatternAtom } from '../../state/config';
import { shopIdAtom } from '../../state/shop';
import { showToast } from '../../ui/feedback/toast';
import { ConsentCheck } from './ConsentCheck';
import { Field } from './Field';
import { afterSignInPath, completeSignIn } from './sign-in';
import { useSubmit } from './use-submit';
import { type FieldErrors, type FieldName, firstError, validateLogin } from './validate';

const noSpaces = (value: string) => value.replace(/\s/g, '');

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
  const pattern = useAtomValue(mobilePatternAtom);
  const shopId = useAtomValue(shopIdAtom);
  const [phone, setPhone] = useState(initialPhone);
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { pending, run } = useSubmit();

  const clear = (field: FieldName) => setErrors(({ [field]: _gone, ...rest }) => rest);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const found = validateLogin({ phone, password, agreed }, pattern);
      setErrors(found);
      const first = firstError(found);
      if (first) {
        showToast(t(first));
        return;
      }
      try {
        const { token } = await passwordLogin({ phone, password });
        await completeSignIn(store, token, shopId, queryClient);
        navigate(afterSignInPath(redirect), { replace: true });
      } catch {
        // shown by the api client; the form keeps what was typed
      }
    });
  };

  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-label={t('routes.login')}>
      <Field
        id="login-phone"
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
      <Field
        id="login-password"
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        maxLength={18}
        placeholder={t('auth.passwordPlaceholder')}
        value={password}
        onChange={(value) => {
          setPassword(value);
          clear('password');
        }}
        error={errors.password}
      />
      <ConsentCheck
        id="login-consent"
        checked={agreed}
        onChange={(value) => {
          setAgreed(value);
          clear('agreement');
        }}
        error={errors.agreement}
      />
      <Button type="submit" color="primary" block size="large" loading={pending} disabled={pending}>
        {t('auth.login.submit')}
      </Button>
    </form>
  );
}
