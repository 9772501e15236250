import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { control } from './control';
import { styles } from './panel-parts';
import type { PanelAction } from './use-panel-action';

/** The mock user-api's bare-writes mode, read per call (mocks/bare-writes.ts): no reload needed. */
export function BareWritesSwitch({ busy, run }: PanelAction) {
  const { t } = useTranslation();
  const [on, setOn] = useState(false);
  useEffect(() => {
    control<{ on: boolean }>('bare-writes')
      .then((state) => setOn(state.on))
      .catch(() => undefined);
  }, []);
  const switchTo = (next: boolean) =>
    run(async () => setOn((await control<{ on: boolean }>('bare-writes', { on: next })).on));
  return (
    <div style={styles.field}>
      <label style={styles.label}>
        <input type="checkbox" checked={on} disabled={busy} onChange={(e) => switchTo(e.target.checked)} />{' '}
        {t('devPanel.bareWrites')}
      </label>
    </div>
  );
}
