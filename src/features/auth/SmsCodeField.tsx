import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SMS_RESEND_SECONDS, type SmsType, smsMutations } from '../../api/sms';
import { showToast } from '../../ui/feedback/toast';
import { useSingleFlight } from '../../ui/use-single-flight';
import { Field } from './Field';
import { useCountdown } from './use-countdown';
import type { MessageKey } from './validate';

type Props = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: MessageKey | undefined;
  phone: string;
  type: SmsType;
  /** Checks the phone (showing its message, the focus on it) before a code is asked for; false stops the send. */
  checkPhone: (event?: { currentTarget: Element }) => boolean;
};

/**
 * The verification code field with its send button (`POST /sms/send`): after a code is sent the button
 * counts down SMS_RESEND_SECONDS visibly before it can send again; it cannot send twice meanwhile, not even
 * after a reload (the time the code of this type was sent is kept on the phone, `sms.sentAt.<type>`).
 */
export function SmsCodeField({ id, value, onChange, error, phone, type, checkPhone }: Props) {
  const { t } = useTranslation();
  const send = useMutation(smsMutations.send());
  const [left, startCountdown] = useCountdown(`sms.sentAt.${type}`, SMS_RESEND_SECONDS);
  const flight = useSingleFlight();

  const onSend = async (event: { currentTarget: Element }) => {
    if (flight.pending || left > 0) return;
    if (!checkPhone(event)) return;
    try {
      await flight.run(async () => {
        await send.mutateAsync({ phone, type });
        startCountdown();
        showToast(t('auth.sms.sent'));
      });
    } catch {
      // already shown by the api client; the button is ready again
    }
  };

  let label = t('auth.sms.send');
  if (flight.pending) label = t('auth.sms.sending');
  else if (left > 0) label = t('auth.sms.resendIn', { seconds: left });

  return (
    <Field
      id={id}
      label={t('auth.code')}
      value={value}
      onChange={(next) => onChange(next.replace(/\s/g, ''))}
      error={error}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={8}
      placeholder={t('auth.codePlaceholder')}
      suffix={
        <button
          type="button"
          className="auth-sms"
          disabled={flight.pending || left > 0}
          aria-busy={flight.pending || undefined}
          onClick={(event) => void onSend(event)}
        >
          {label}
        </button>
      }
    />
  );
}
