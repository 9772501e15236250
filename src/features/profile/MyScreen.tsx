import { Button } from 'antd-mobile';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { PATHS, withQuery } from '../../lib/paths';
import { APP_VERSION } from '../../lib/version';
import { isLoggedInAtom, userInfoAtom } from '../../state/session';
import { Page } from '../../ui/page/Page';
import { LanguagePicker } from './LanguagePicker';
import './my.css';

/** The profile tab: who is logged in (or 'Please log in'), the language, and the app version. */
export default function MyScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const user = useAtomValue(userInfoAtom);

  return (
    <Page title={t('routes.my')} back={false}>
      <section className="my-card" aria-label={t('routes.my')}>
        {loggedIn ? (
          <div>
            <p className="my-name">{user?.nickName ?? ''}</p>
            <p className="my-phone">{user?.phone ?? ''}</p>
          </div>
        ) : (
          <div>
            <p className="my-name">{t('my.guest')}</p>
            <p className="my-phone">{t('shell.pleaseLogin')}</p>
            <Button
              color="primary"
              size="small"
              onClick={() => navigate(withQuery(PATHS.login, { redirect: PATHS.my }))}
            >
              {t('shell.goLogin')}
            </Button>
          </div>
        )}
      </section>
      <section className="my-section">
        <LanguagePicker />
      </section>
      <p className="my-version">{t('app.version', { version: APP_VERSION })}</p>
    </Page>
  );
}
