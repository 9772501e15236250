import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { PATHS, withQuery } from '../lib/paths';
import { Button } from '../ui/light/Button';
import { Notice } from '../ui/light/Notice';
import { Page } from '../ui/page/Page';
import { currentAppLocation } from './hash-location';

/** What an anonymous customer sees on a screen that needs a session: 'Please log in', and a way to. */
export function LoginRequired({ title, tab }: { title: string; tab: boolean }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <Page title={title} back={!tab}>
      <Notice status="empty" title={t('shell.pleaseLogin')}>
        <Button color="primary" onClick={() => navigate(withQuery(PATHS.login, { redirect: currentAppLocation() }))}>
          {t('shell.goLogin')}
        </Button>
      </Notice>
    </Page>
  );
}
