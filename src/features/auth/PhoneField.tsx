import { useTranslation } from 'react-i18next';
import { Field } from './Field';
import type { MessageKey } from './validate';

const noSpaces = (value: string) => value.replace(/\s/g, '');

/** The phone number of the account forms: digits for the keyboard, 11 at most, spaces dropped as typed. */
export function PhoneField(props: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: MessageKey | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Field
      id={props.id}
      label={t('auth.phone')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      maxLength={11}
      placeholder={t('auth.phonePlaceholder')}
      value={props.value}
      onChange={(value) => props.onChange(noSpaces(value))}
      error={props.error}
    />
  );
}
