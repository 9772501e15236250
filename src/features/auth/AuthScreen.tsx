import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page/Page';
import { AuthHeader } from './AuthHeader';
import './auth.css';

/**
 * The frame of the login and register screens (custom navigation bar): the heading, the form, then the links
 * to the other account screens.
 */
export function AuthScreen({
  title,
  subtitle,
  links,
  children,
}: {
  title: string;
  subtitle: string;
  links: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Page title={title} navBar="none">
      <div className="auth-screen">
        <AuthHeader title={title} subtitle={subtitle} />
        {children}
        <section className="auth-links" aria-label={t('auth.moreOptions')}>
          {links}
        </section>
      </div>
    </Page>
  );
}
