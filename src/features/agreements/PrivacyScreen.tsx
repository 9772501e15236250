import { useTranslation } from 'react-i18next';
import { AgreementScreen } from './AgreementScreen';

/** /pages/Home/protocol/privacy: the privacy agreement (custom navigation bar). */
export default function PrivacyScreen() {
  const { t } = useTranslation();
  return <AgreementScreen title={t('routes.privacy')} field="privacyAgreement" />;
}
