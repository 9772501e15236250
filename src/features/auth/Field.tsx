import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblem } from '../../ui/form-problem';
import { EyeIcon, EyeOffIcon } from './icons';
import type { MessageKey } from './validate';

type FieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: MessageKey | undefined;
  type?: 'text' | 'tel' | 'password';
  /** Something beside the input (the send-code button). */
  suffix?: ReactNode;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'inputMode' | 'maxLength' | 'placeholder'>;

/** A labelled input with its message under it; a password field can be shown in clear. */
export function Field({ id, label, value, onChange, error, type = 'text', suffix, ...rest }: FieldProps) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'auth-field auth-field-invalid' : 'auth-field'}>
      <label className="auth-label" htmlFor={id}>
        {label}
      </label>
      <div className="auth-input-row">
        <input
          id={id}
          className="auth-input"
          type={type === 'password' && revealed ? 'text' : type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoCapitalize="off"
          spellCheck={false}
          {...rest}
        />
        {type === 'password' && (
          <button
            type="button"
            className="auth-reveal"
            aria-pressed={revealed}
            aria-label={t('auth.showPassword')}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? <EyeIcon /> : <EyeOffIcon />}
          </button>
        )}
        {suffix}
      </div>
      <FormProblem id={errorId} text={error ? t(error) : null} />
    </div>
  );
}
