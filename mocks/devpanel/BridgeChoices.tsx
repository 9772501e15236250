import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LOCATION_CHOICES,
  MOCK_HOSTS,
  type MockBridgeSettings,
  PAY_CHOICES,
  readMockBridgeSettings,
  SCAN_CHOICES,
  subscribeMockBridgeSettings,
  writeMockBridgeSettings,
} from '../bridge';
import { Field } from './panel-parts';

const hostKey = { 'chat-app': 'chatApp', browser: 'browser', 'mini-program': 'miniProgram' } as const;

/** What the mock bridge answers: the host it pretends to be, the next scan, a payment's outcome, the position. */
export function BridgeChoices({ reload }: { reload: () => void }) {
  const { t } = useTranslation();
  const [settings, setSettings] = useState<MockBridgeSettings>(readMockBridgeSettings);
  useEffect(() => subscribeMockBridgeSettings(() => setSettings(readMockBridgeSettings())), []);

  const setHost = (host: MockBridgeSettings['host']) => {
    writeMockBridgeSettings({ host });
    reload(); // start-up reads the host (client info, payment options): start again as that host
  };

  return (
    <>
      <Field label={t('devPanel.host')} hint={t('devPanel.hostReload')}>
        {(id) => (
          <select id={id} value={settings.host} onChange={(e) => setHost(e.target.value as MockBridgeSettings['host'])}>
            {MOCK_HOSTS.map((host) => (
              <option key={host} value={host}>
                {t(`devPanel.hosts.${hostKey[host]}`)}
              </option>
            ))}
          </select>
        )}
      </Field>

      <Field label={t('devPanel.scan')}>
        {(id) => (
          <select
            id={id}
            value={settings.scan}
            onChange={(e) => writeMockBridgeSettings({ scan: e.target.value as MockBridgeSettings['scan'] })}
          >
            {SCAN_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {t(`devPanel.scans.${choice}`)}
              </option>
            ))}
          </select>
        )}
      </Field>

      <Field label={t('devPanel.pay')}>
        {(id) => (
          <select
            id={id}
            value={settings.pay}
            onChange={(e) => writeMockBridgeSettings({ pay: e.target.value as MockBridgeSettings['pay'] })}
          >
            {PAY_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {t(`devPanel.pays.${choice}`)}
              </option>
            ))}
          </select>
        )}
      </Field>

      <Field label={t('devPanel.location')}>
        {(id) => (
          <select
            id={id}
            value={settings.location}
            onChange={(e) => writeMockBridgeSettings({ location: e.target.value as MockBridgeSettings['location'] })}
          >
            {LOCATION_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {t(`devPanel.locations.${choice}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}
