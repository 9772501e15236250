import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { PATHS } from '../../lib/paths';
import { FormProblem } from '../../ui/form-problem';
import type { MessageKey } from './validate';

function AgreementLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <a className="auth-link" href={`#${to}`}>
      {children}
    </a>
  );
}

/**
 * The agreement consent (spec section 5): a real checkbox, with links to the usage and privacy agreements.
 * Nothing is ticked for the customer. Its props are the other fields' (`value`), so `form.bind` serves it too.
 */
export function ConsentCheck({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: boolean;
  onChange: (checked: boolean) => void;
  error?: MessageKey | undefined;
}) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'auth-consent auth-field-invalid' : 'auth-consent'}>
      <div className="auth-consent-row">
        <input
          id={id}
          type="checkbox"
          className="auth-checkbox"
          checked={value}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <label htmlFor={id}>
          <Trans
            i18nKey="auth.consent"
            components={{ usage: <AgreementLink to={PATHS.protocol} />, privacy: <AgreementLink to={PATHS.privacy} /> }}
          />
        </label>
      </div>
      <FormProblem id={errorId} text={error ? t(error) : null} />
    </div>
  );
}
