import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { mobilePatternAtom } from '../../state/config';
import { Field } from './Field';
import type { MessageKey } from './validate';

const noSpaces = (value: string) => value.replace(/\s/g, '');

/**
 * The phone number of the account forms, spaces dropped as typed. Its length is the client rule's 11 only
 * when the server gives no pattern: where it does, the pattern alone decides (src/lib/phone.ts), and a
 * number of another country may be longer or start with a `+`.
 */
export function PhoneField(props: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: MessageKey | undefined;
}) {
  const { t } = useTranslation();
  const serverRule = useAtomValue(mobilePatternAtom) !== null;
  return (
    <Field
      id={props.id}
      label={t('auth.phone')}
      type="tel"
      inputMode={serverRule ? 'tel' : 'numeric'}
      autoComplete="tel"
      maxLength={serverRule ? 20 : 11}
      placeholder={t(serverRule ? 'auth.phonePlaceholderPlain' : 'auth.phonePlaceholder')}
      value={props.value}
      onChange={(value) => props.onChange(noSpaces(value))}
      error={props.error}
    />
  );
}
