import { useTranslation } from 'react-i18next';
import { AgreementScreen } from './AgreementScreen';

/** /pages/Home/protocol/index: the usage agreement (custom navigation bar). */
export default function ProtocolScreen() {
  const { t } = useTranslation();
  return <AgreementScreen title={t('routes.protocol')} field="userAgreement" />;
}
