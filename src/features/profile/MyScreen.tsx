import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '../../lib/version';
import { Page } from '../../ui/page/Page';
import { LanguagePicker } from './LanguagePicker';
import { MyMenu } from './MyMenu';
import { MySummary } from './MySummary';
import './my.css';

/**
 * /pages/My/My/index (tab): the customer's summary (or 'Please log in'), the entries to wallet, vouchers,
 * addresses, account, sharing and agreements, the service phone, the language and the app version.
 */
export default function MyScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.my')} back={false}>
      <MySummary />
      <MyMenu />
      <section className="my-section">
        <LanguagePicker />
      </section>
      <p className="my-version">{t('app.version', { version: APP_VERSION })}</p>
    </Page>
  );
}
