import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../lib/paths';
import { FormProblem } from '../../ui/form-problem';
import type { MessageKey } from './validate';

const AGREEMENTS = { usage: PATHS.protocol, privacy: PATHS.privacy } as const;
const NAMED = /<(usage|privacy)>(.*?)<\/\1>/g;

/**
 * The consent text with the agreements it names as links: each locale marks them `<usage>…</usage>` and
 * `<privacy>…</privacy>`. Read here rather than by react-i18next's Trans, whose HTML parser was 5 KB gzip of
 * the sign-in screens' code for these two links.
 */
function withAgreementLinks(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(NAMED)) {
    const [whole, name, label] = match as unknown as [string, keyof typeof AGREEMENTS, string];
    parts.push(text.slice(at, match.index));
    parts.push(
      <a key={name} className="auth-link" href={`#${AGREEMENTS[name]}`}>
        {label}
      </a>,
    );
    at = match.index + whole.length;
  }
  parts.push(text.slice(at));
  return parts;
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
        <label htmlFor={id}>{withAgreementLinks(t('auth.consent'))}</label>
      </div>
      <FormProblem id={errorId} text={error ? t(error) : null} />
    </div>
  );
}
