import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useKeptCopy } from './kept-copy';
import { Button } from './light/Button';
import { Spinner } from './light/Spinner';
import './kept-mark.css';

/**
 * The small, quiet mark a screen shows while some of what it draws is the copy kept on the phone from the last
 * visit (src/ui/kept-copy.ts): 'Updating…' while the server is asked, and once the server could not be reached,
 * that this is a saved copy, with 'Try again' (./kept-mark.css says where each sits); nothing once every answer
 * is the server's.
 */
export function KeptMark({ queryKeys }: { queryKeys: readonly QueryKey[] }) {
  const { t } = useTranslation();
  const { state, retry } = useKeptCopy(queryKeys);
  if (state === 'none') return null;
  if (state === 'refreshing')
    return (
      <p className="kept-mark" role="status">
        <Spinner inline /> <span className="visually-hidden">{t('shell.kept.refreshing')}</span>
      </p>
    );
  return (
    <p className="kept-mark-offline" role="status">
      <span>{t('shell.kept.unrefreshed')}</span>
      <Button size="mini" color="primary" fill="none" onClick={retry}>
        {t('shell.retry')}
      </Button>
    </p>
  );
}
