import { useTranslation } from 'react-i18next';
import { Field } from './Field';
import type { MessageKey } from './validate';

/**
 * The password of the account forms: `current` to sign in with, `new` to choose one, which tells the
 * browser's password manager whether to fill in or to offer a new one. Only a new one is held to the rule's
 * 18 characters: one made before the rule, or by the back office, may be longer.
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
      maxLength={isNew ? 18 : undefined}
      placeholder={t(isNew ? 'auth.newPasswordPlaceholder' : 'auth.passwordPlaceholder')}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
    />
  );
}
