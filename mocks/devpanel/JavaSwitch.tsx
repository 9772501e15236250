import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JAVA_MODES, type JavaMode } from '../java';
import { control } from './control';
import { Field } from './panel-parts';
import type { PanelAction } from './use-panel-action';

type State = { mode: JavaMode | null };

const CHOICE_TEXT = {
  off: 'devPanel.javaOff',
  strings: 'devPanel.javaStrings',
  numbers: 'devPanel.javaNumbers',
} as const;

/** The mock user-api's Java-server mode, read per call (mocks/java.ts): no reload needed. */
export function JavaSwitch({ busy, run }: PanelAction) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<JavaMode | null>(null);
  useEffect(() => {
    control<State>('java')
      .then((state) => setMode(state.mode))
      .catch(() => undefined);
  }, []);
  const switchTo = (next: string) =>
    run(async () => {
      const chosen = JAVA_MODES.find((known) => known === next) ?? null;
      setMode((await control<State>('java', { mode: chosen })).mode);
    });
  return (
    <Field label={t('devPanel.java')}>
      {(id) => (
        <select id={id} value={mode ?? 'off'} disabled={busy} onChange={(e) => switchTo(e.target.value)}>
          {(['off', ...JAVA_MODES] as const).map((choice) => (
            <option key={choice} value={choice}>
              {t(CHOICE_TEXT[choice])}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
