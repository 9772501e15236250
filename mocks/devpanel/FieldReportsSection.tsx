import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReceivedFieldReport } from '../handlers/rum';
import { control } from './control';
import { styles } from './panel-parts';
import type { PanelAction } from './use-panel-action';

type ReportEvent = ReceivedFieldReport['events'][number];

/** One line per event: a metric's value and rating, or an error's text, and the route it belongs to. */
function eventLine(event: ReportEvent): string {
  if (event.kind === 'metric') return `${event.name} ${event.value} (${event.rating}) · ${event.route}`;
  const count = typeof event.count === 'number' && event.count > 1 ? ` ×${event.count}` : '';
  return `${event.source}${count} · ${event.route}: ${event.message}`;
}

/**
 * The last field reports the mock received (src/app/rum.ts sends them when the page is hidden: switch tabs and
 * come back, then refresh). `endpoint` is the build's VITE_RUM_URL; without it the app sends none.
 */
export function FieldReportsSection({ endpoint, busy, run }: PanelAction & { endpoint: string }) {
  const { t } = useTranslation();
  const [reports, setReports] = useState<ReceivedFieldReport[]>([]);
  const load = useCallback(async () => setReports(await control<ReceivedFieldReport[]>('rum')), []);
  useEffect(() => {
    if (endpoint) load().catch(() => undefined);
  }, [endpoint, load]);

  return (
    <fieldset style={styles.fieldset}>
      <legend>{t('devPanel.fieldReports')}</legend>
      {!endpoint ? (
        <p style={styles.note}>{t('devPanel.fieldReportsOff')}</p>
      ) : (
        <>
          <p style={styles.note}>
            <span style={styles.link}>{endpoint}</span>
          </p>
          <ul aria-label={t('devPanel.fieldReports')} style={styles.list}>
            {reports.length === 0 ? (
              <li>{t('devPanel.noFieldReports')}</li>
            ) : (
              reports.map((report) => (
                <li key={report.receivedAt}>
                  {new Date(report.receivedAt).toLocaleTimeString()} · {report.version} · {report.host} ·{' '}
                  {report.locale}
                  <ul style={styles.list}>
                    {report.events.map((event, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a report's events are display only
                      <li key={index}>{eventLine(event)}</li>
                    ))}
                  </ul>
                </li>
              ))
            )}
          </ul>
          <div style={styles.row}>
            <button type="button" disabled={busy} onClick={() => run(load)} style={styles.button}>
              {t('devPanel.refreshFieldReports')}
            </button>
          </div>
        </>
      )}
    </fieldset>
  );
}
