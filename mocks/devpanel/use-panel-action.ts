import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What a section of the panel gets to run a control action: one at a time, its outcome in the panel's status. */
export type PanelAction = { busy: boolean; run: (work: () => Promise<unknown>) => Promise<void> };

export function usePanelAction(): PanelAction & { message: string } {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const run = useCallback(
    async (work: () => Promise<unknown>) => {
      setBusy(true);
      setMessage('');
      try {
        await work();
        setMessage(t('devPanel.done'));
      } catch (error) {
        setMessage(t('devPanel.failed', { message: error instanceof Error ? error.message : String(error) }));
      } finally {
        setBusy(false);
      }
    },
    [t],
  );
  return { busy, run, message };
}
