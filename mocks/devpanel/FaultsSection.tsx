import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FAULTS, type Fault, type FaultSettings } from '../faults';
import { control } from './control';
import { Field, styles } from './panel-parts';
import type { PanelAction } from './use-panel-action';

/** The call families of the mock user-api (the first segment of a path), as fault targets. */
const FAULT_FAMILIES = [
  'auth',
  'sms',
  'sys',
  'conf',
  'file',
  'wx',
  'ad',
  'activity',
  'expand',
  'goods',
  'wallet',
  'receiving',
  'region',
  'order',
  'site',
  'store',
  'locker',
  'shop',
] as const;

/** Network faults of the mock user-api: add one for a call family, see the active ones, clear them. */
export function FaultsSection({ busy, run }: PanelAction) {
  const { t } = useTranslation();
  const [faults, setFaults] = useState<FaultSettings>({ rules: [], chaos: null });
  const [family, setFamily] = useState<string>('order');
  const [fault, setFault] = useState<Fault>('http500');
  const [times, setTimes] = useState('');

  useEffect(() => {
    control<FaultSettings>('faults')
      .then(setFaults)
      .catch(() => undefined);
  }, []);

  const addFault = () =>
    run(async () => {
      const count = Number.parseInt(times, 10);
      const rule = { target: family, fault, ...(count > 0 ? { times: count } : {}) };
      setFaults(await control<FaultSettings>('faults', { rules: [...faults.rules, rule], chaos: faults.chaos }));
    });

  const clearFaults = () =>
    run(async () => setFaults(await control<FaultSettings>('faults', { rules: [], chaos: null })));

  return (
    <fieldset style={styles.fieldset}>
      <legend>{t('devPanel.faults')}</legend>
      <Field label={t('devPanel.family')}>
        {(id) => (
          <select id={id} value={family} onChange={(e) => setFamily(e.target.value)}>
            {FAULT_FAMILIES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('devPanel.fault')}>
        {(id) => (
          <select id={id} value={fault} onChange={(e) => setFault(e.target.value as Fault)}>
            {FAULTS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('devPanel.times')}>
        {(id) => (
          <input
            id={id}
            type="number"
            min={1}
            inputMode="numeric"
            value={times}
            onChange={(e) => setTimes(e.target.value)}
            style={{ width: 80 }}
          />
        )}
      </Field>
      <div style={styles.row}>
        <button type="button" disabled={busy} onClick={addFault} style={styles.button}>
          {t('devPanel.addFault')}
        </button>
        <button type="button" disabled={busy} onClick={clearFaults} style={styles.button}>
          {t('devPanel.clearFaults')}
        </button>
      </div>
      <ul aria-label={t('devPanel.activeFaults')} style={styles.list}>
        {faults.rules.length === 0 ? (
          <li>{t('devPanel.noFaults')}</li>
        ) : (
          faults.rules.map((rule, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rules may repeat; the list is display only
            <li key={index}>
              {rule.target}: {rule.fault}
              {rule.times === undefined ? '' : ` ×${rule.times}`}
            </li>
          ))
        )}
      </ul>
    </fieldset>
  );
}
