import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Page } from '../ui/page/Page';

/** A route whose screen is not built yet: its own title and navigation bar, and an honest notice. */
export function PendingScreen({ title, tab }: { title: string; tab: boolean }) {
  const { t } = useTranslation();
  return (
    <Page title={title} back={!tab}>
      <ErrorBlock status="empty" title={t('shell.comingTitle')} description={t('shell.comingDescription')} />
    </Page>
  );
}
