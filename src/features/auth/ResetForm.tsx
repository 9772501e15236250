import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { authMutations } from '../../api/auth';
import { showToast } from '../../ui/feedback/toast';
import { PhoneCodePasswordFields } from './PhoneCodePasswordFields';
import { SubmitButton } from './SubmitButton';
import { useAuthForm } from './use-auth-form';
import { validateReset } from './validate';

/**
 * Resets the password with phone and SMS code (`POST /auth/update-password`); `onDone` gets the phone. The phone
 * typed is back after a reload until the password is reset (useAuthForm's draft).
 */
export function ResetForm({ initialPhone = '', onDone }: { initialPhone?: string; onDone: (phone: string) => void }) {
  const { t } = useTranslation();
  const form = useAuthForm('reset', { phone: initialPhone, code: '', password: '' }, validateReset);
  const updatePassword = useMutation(authMutations.updatePassword());

  const reset = form.submit(async ({ phone, code, password }) => {
    await updatePassword.mutateAsync({ phone, code, password });
    form.drop();
    showToast(t('auth.reset.done'));
    onDone(phone);
  });

  return (
    <form className="auth-form" noValidate onSubmit={reset} aria-label={t('routes.forget')}>
      <PhoneCodePasswordFields type="reset" passwordLabel={t('auth.newPassword')} form={form} />
      <SubmitButton label={t('auth.reset.submit')} pending={form.pending} />
    </form>
  );
}
