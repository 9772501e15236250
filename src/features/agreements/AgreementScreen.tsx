import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type CommonConfig, confQueries } from '../../api/conf';
import { localeAtom } from '../../state/locale';
import { shopIdAtom } from '../../state/shop';
import { LeftOutline } from '../../ui/light/OutlineIcon';
import { BackButton } from '../../ui/page/BackButton';
import { Page } from '../../ui/page/Page';
import { QueryState } from '../../ui/QueryState';
import { SafeHtml } from '../../ui/SafeHtml';
import './agreements.css';

/**
 * An agreement from common config (`/conf/get-by-shopid`), with the spec's custom navigation bar. The text is
 * the server's HTML, sanitised. It follows the language: a switch reloads it in the new one.
 */
export function AgreementScreen({
  title,
  field,
}: {
  title: string;
  field: keyof Pick<CommonConfig, 'userAgreement' | 'privacyAgreement'>;
}) {
  const { t } = useTranslation();
  const shopId = useAtomValue(shopIdAtom);
  const locale = useAtomValue(localeAtom);
  const query = useQuery(confQueries.common(shopId));
  const shownLocale = useRef(locale);
  const { refetch } = query;

  useEffect(() => {
    if (shownLocale.current === locale) return;
    shownLocale.current = locale;
    void refetch();
  }, [locale, refetch]);

  return (
    <Page title={title} navBar="none">
      <header className="agreement-nav">
        <BackButton icon={<LeftOutline fontSize={20} />} />
        <h1 className="page-title">{title}</h1>
        <span className="agreement-nav-spacer" />
      </header>
      <div className="agreement-page">
        <QueryState
          query={query}
          isEmpty={(config) => config[field].trim() === ''}
          skeletonRows={8}
          empty={<p className="agreement-empty">{t('agreements.empty')}</p>}
        >
          {(config) => (
            <SafeHtml
              as="article"
              className="agreement-body"
              links="app-and-https"
              phone={config.servicePhone}
              html={config[field]}
            />
          )}
        </QueryState>
      </div>
    </Page>
  );
}
