import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { authMutations } from '../../api/auth';
import { showToast } from '../../ui/feedback/toast';
import { Field } from './Field';
import { PhoneField } from './PhoneField';
import { SmsCodeField } from './SmsCodeField';
import { useAuthForm } from './use-auth-form';
import { validateReset } from './validate';

/** Resets the password with phone and SMS code (`POST /auth/update-password`); `onDone` gets the phone. */
export function ResetForm({ initialPhone = '', onDone }: { initialPhone?: string; onDone: (phone: string) => void }) {
  const { t } = useTranslation();
  const form = useAuthForm({ phone: initialPhone, code: '', password: '' }, validateReset);
  const { values, errors, set } = form;
  const updatePassword = useMutation(authMutations.updatePassword());

  const reset = form.submit(async ({ phone, code, password }) => {
    await updatePassword.mutateAsync({ phone, code, password });
    showToast(t('auth.reset.done'));
    onDone(phone);
  });

  return (
    <form className="auth-form" noValidate onSubmit={reset} aria-label={t('routes.forget')}>
      <PhoneField id="reset-phone" value={values.phone} onChange={(v) => set('phone', v)} error={errors.phone} />
      <SmsCodeField
        id="reset-code"
        value={values.code}
        onChange={(v) => set('code', v)}
        error={errors.code}
        phone={values.phone}
        type="reset"
        checkPhone={form.checkPhone}
      />
      <Field
        id="reset-password"
        label={t('auth.newPassword')}
        type="password"
        autoComplete="new-password"
        maxLength={18}
        placeholder={t('auth.newPasswordPlaceholder')}
        value={values.password}
        onChange={(v) => set('password', v)}
        error={errors.password}
      />
      <Button type="submit" color="primary" block size="large" loading={form.pending} disabled={form.pending}>
        {t('auth.reset.submit')}
      </Button>
    </form>
  );
}
