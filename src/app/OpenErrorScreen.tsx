import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { PATHS } from '../lib/paths';
import { Button } from '../ui/light/Button';
import { Notice } from '../ui/light/Notice';
import { Page } from '../ui/page/Page';

/** The open-error screen (spec section 2): an unknown or broken link, with a way home. */
export function OpenErrorScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <Page title={t('shell.notFoundTitle')} back={false}>
      <Notice title={t('shell.notFoundTitle')} description={t('shell.notFoundDescription')}>
        <Button color="primary" onClick={() => navigate(PATHS.home, { replace: true })}>
          {t('shell.goHome')}
        </Button>
      </Notice>
    </Page>
  );
}
