import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { confQueries } from '../../api/conf';
import { shopIdAtom } from '../../state/shop';
import { Page } from '../../ui/page/Page';
import { QueryState } from '../../ui/QueryState';
import './home.css';

/** /pages/Home/washingProcess/index: the steps of the common config's `flow`, in order. */
export default function WashingProcessScreen() {
  const { t } = useTranslation();
  const shopId = useAtomValue(shopIdAtom);
  const config = useQuery(confQueries.common(shopId));
  return (
    <Page title={t('routes.washingProcess')}>
      <p className="process-intro">{t('home.process.intro')}</p>
      <QueryState query={config} isEmpty={(data) => data.flow.length === 0}>
        {(data) => (
          <ol className="process-steps">
            {data.flow.map((step, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: steps are an ordered list from the server
              <li key={index} className="process-step">
                <span className="process-number" aria-hidden>
                  {index + 1}
                </span>
                <span className="process-text">
                  <span className="visually-hidden">{t('home.process.step', { n: index + 1 })} </span>
                  {step}
                </span>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </Page>
  );
}
