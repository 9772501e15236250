import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLastShareCard } from '../bridge';
import { BareWritesSwitch } from './BareWritesSwitch';
import { BridgeChoices } from './BridgeChoices';
import { control } from './control';
import { FaultsSection } from './FaultsSection';
import { FieldReportsSection } from './FieldReportsSection';
import { JavaSwitch } from './JavaSwitch';
import { OrdersSection } from './OrdersSection';
import { PanelButton } from './PanelButton';
import { styles } from './panel-parts';
import { usePanelAction } from './use-panel-action';

type Props = {
  reload?: () => void;
  /** Where the app sends its field reports: the build's VITE_RUM_URL (tests choose). */
  rumUrl?: string;
};

/**
 * The developer panel (mock mode only): a small floating button (PanelButton: movable, foldable) opening a
 * sheet that chooses what the mock bridge answers and drives the mock user-api's control endpoints. Each
 * section loads what it shows when the panel opens.
 */
export function DevPanel({ reload = () => location.reload(), rumUrl = import.meta.env.VITE_RUM_URL ?? '' }: Props) {
  const { t } = useTranslation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const { busy, run, message } = usePanelAction();
  const action = { busy, run };

  const reset = () =>
    run(async () => {
      await control('reset', {});
      reload();
    });

  const shareCard = getLastShareCard();

  return (
    <>
      <PanelButton open={open} panelId={panelId} onToggle={() => setOpen((value) => !value)} />
      {open && (
        <section id={panelId} role="dialog" aria-label={t('devPanel.title')} style={styles.panel}>
          <header style={styles.header}>
            <h2 style={styles.title}>{t('devPanel.title')}</h2>
            <button type="button" onClick={() => setOpen(false)} style={styles.button}>
              {t('devPanel.close')}
            </button>
          </header>
          <BridgeChoices reload={reload} />
          <BareWritesSwitch {...action} />
          <JavaSwitch {...action} />
          <FaultsSection {...action} />
          <OrdersSection {...action} />
          <FieldReportsSection endpoint={rumUrl} {...action} />
          {shareCard && (
            <p style={styles.note}>
              {t('devPanel.shareCard')}: {shareCard.title} — <span style={styles.link}>{shareCard.link}</span>
            </p>
          )}
          <div style={styles.row}>
            <button type="button" disabled={busy} onClick={reset} style={{ ...styles.button, ...styles.danger }}>
              {t('devPanel.reset')}
            </button>
          </div>
          <p role="status" style={styles.note}>
            {message}
          </p>
        </section>
      )}
    </>
  );
}
