import { Button } from 'antd-mobile';
import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updatePassword } from '../../api/auth';
import { mobilePatternAtom } from '../../state/config';
import { showToast } from '../../ui/feedback/toast';
import { Field } from './Field';
import { SmsCodeField } from './SmsCodeField';
import { useSubmit } from './use-submit';
import { type FieldErrors, type FieldName, firstError, phoneError, validateReset } from './validate';

const noSpaces = (value: string) => value.replace(/\s/g, '');

/** Resets the password with phone and SMS code (`POST /auth/update-password`); `onDone` gets the phone. */
export function ResetForm({ initialPhone = '', onDone }: { initialPhone?: string; onDone: (phone: string) => void }) {
  const { t } = useTranslation();
  const pattern = useAtomValue(mobilePatternAtom);
  const [phone, setPhone] = useState(initialPhone);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
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
      const found = validateReset({ phone, code, password }, pattern);
      setErrors(found);
      const first = firstError(found);
      if (first) {
        showToast(t(first));
        return;
      }
      try {
        await updatePassword({ phone, code, password });
        showToast(t('auth.reset.done'));
        onDone(phone);
      } catch {
        // shown by the api client; the form keeps what was typed
      }
    });
  };

  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-label={t('routes.forget')}>
      <Field
        id="reset-phone"
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
        id="reset-code"
        value={code}
        onChange={(value) => {
          setCode(value);
          clear('code');
        }}
        error={errors.code}
        phone={phone}
        type="reset"
        checkPhone={checkPhoneForCode}
      />
      <Field
        id="reset-password"
        label={t('auth.newPassword')}
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
      <Button type="submit" color="primary" block size="large" loading={pending} disabled={pending}>
        {t('auth.reset.submit')}
      </Button>
    </form>
  );
}
