import { withQuery } from '../../lib/paths';

/**
 * A link from one account screen to another (login, register, reset password): it carries `redirect`, so
 * the customer still ends up where they were going, whichever screen they sign in from.
 */
export function AuthLink({ to, redirect, label }: { to: string; redirect: string | null; label: string }) {
  return (
    <a className="auth-link" href={`#${withQuery(to, { redirect })}`}>
      {label}
    </a>
  );
}
