import { useTranslation } from 'react-i18next';
import { Field } from './Field';
import type { MessageKey } from './validate';

/**
 * The password of the account forms (18 characters at most): `current` to sign in with, `new` to choose one,
 * which tells the browser's password manager whether to fill in or to offer a new one.
 */
export function PasswordField(props: {
  id: string;
  label: string;
  purpose: 'current' | 'new';
  value: string;
  onChange: (value: string) => void;
  error: MessageKey | undefined;
}) {
  const { t } = useTranslation();
  const isNew = props.purpose === 'new';
  return (
    <Field
      id={props.id}
      label={props.label}
      type="password"
      autoComplete={isNew ? 'new-password' : 'current-password'}
      maxLength={18}
      placeholder={t(isNew ? 'auth.newPasswordPlaceholder' : 'auth.passwordPlaceholder')}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
    />
  );
}
