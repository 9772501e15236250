import type { SmsType } from '../../api/sms';
import { PasswordField } from './PasswordField';
import { PhoneField } from './PhoneField';
import { SmsCodeField } from './SmsCodeField';
import type { useAuthForm } from './use-auth-form';
import type { ResetValues } from './validate';

/** The part of an account form (`useAuthForm`) these fields are bound to. */
type PhoneCodePasswordForm = Pick<ReturnType<typeof useAuthForm<ResetValues>>, 'values' | 'bind' | 'checkPhone'>;

/**
 * The phone, the SMS code sent to it and the new password: how registering and resetting the password both
 * prove the phone is the customer's before a password is set for it. The fields' ids start with the SMS
 * type ('register-phone', 'reset-code', …).
 */
export function PhoneCodePasswordFields({
  type,
  passwordLabel,
  form,
}: {
  type: SmsType;
  passwordLabel: string;
  form: PhoneCodePasswordForm;
}) {
  return (
    <>
      <PhoneField id={`${type}-phone`} {...form.bind('phone')} />
      <SmsCodeField
        id={`${type}-code`}
        {...form.bind('code')}
        phone={form.values.phone}
        type={type}
        checkPhone={form.checkPhone}
      />
      <PasswordField id={`${type}-password`} label={passwordLabel} purpose="new" {...form.bind('password')} />
    </>
  );
}
