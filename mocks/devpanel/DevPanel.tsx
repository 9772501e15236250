import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getLastShareCard,
  LOCATION_CHOICES,
  MOCK_HOSTS,
  type MockBridgeSettings,
  mockControlUrl,
  PAY_CHOICES,
  readMockBridgeSettings,
  SCAN_CHOICES,
  subscribeMockBridgeSettings,
  writeMockBridgeSettings,
} from '../bridge';
import { FAULTS, type Fault, type FaultSettings } from '../faults';
import { PanelButton } from './PanelButton';
import { Field, styles } from './panel-parts';

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

type MockOrder = { id: number; orderNo: string; status: string; userId?: number };

async function control<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(mockControlUrl(path), {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; msg?: string; data: T };
  if (!response.ok || envelope.code !== 200) throw new Error(envelope.msg || `HTTP ${response.status}`);
  return envelope.data;
}

const hostKey = { 'chat-app': 'chatApp', browser: 'browser', 'mini-program': 'miniProgram' } as const;

/**
 * The developer panel (mock mode only): a small floating button (PanelButton: movable, foldable) opening a
 * sheet that chooses what the mock bridge answers and drives the mock user-api's control endpoints.
 */
export function DevPanel({ reload = () => location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [settings, setSettings] = useState<MockBridgeSettings>(readMockBridgeSettings);
  const [faults, setFaults] = useState<FaultSettings>({ rules: [], chaos: null });
  const [family, setFamily] = useState<string>('order');
  const [fault, setFault] = useState<Fault>('http500');
  const [times, setTimes] = useState('');
  const [orders, setOrders] = useState<MockOrder[] | null>(null);
  const [orderId, setOrderId] = useState<string>('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [bareWrites, setBareWrites] = useState(false);

  useEffect(() => subscribeMockBridgeSettings(() => setSettings(readMockBridgeSettings())), []);

  const report = useCallback(
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

  const loadOrders = useCallback(async () => {
    const list = await control<MockOrder[]>('orders');
    setOrders(list);
    setOrderId((current) => (list.some((order) => String(order.id) === current) ? current : String(list[0]?.id ?? '')));
  }, []);

  useEffect(() => {
    if (!open) return;
    control<FaultSettings>('faults')
      .then(setFaults)
      .catch(() => undefined);
    loadOrders().catch(() => setOrders([]));
    control<{ on: boolean }>('bare-writes')
      .then(({ on }) => setBareWrites(on))
      .catch(() => undefined);
  }, [open, loadOrders]);

  const setHost = (host: MockBridgeSettings['host']) => {
    writeMockBridgeSettings({ host });
    reload(); // start-up reads the host (client info, payment options): start again as that host
  };

  const addFault = () =>
    report(async () => {
      const count = Number.parseInt(times, 10);
      const rule = { target: family, fault, ...(count > 0 ? { times: count } : {}) };
      setFaults(await control<FaultSettings>('faults', { rules: [...faults.rules, rule], chaos: faults.chaos }));
    });

  const clearFaults = () =>
    report(async () => setFaults(await control<FaultSettings>('faults', { rules: [], chaos: null })));

  const advance = () =>
    report(async () => {
      await control('advance-order', { orderId: Number(orderId) });
      await loadOrders();
    });

  // read per call by the mock user-api (mocks/bare-writes.ts): no reload needed
  const switchBareWrites = (on: boolean) =>
    report(async () => setBareWrites((await control<{ on: boolean }>('bare-writes', { on })).on));

  const nextOpenFails = () => report(() => control('next-open-fails', { count: 1 }));

  const reset = () =>
    report(async () => {
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

          <Field label={t('devPanel.host')} hint={t('devPanel.hostReload')}>
            {(id) => (
              <select
                id={id}
                value={settings.host}
                onChange={(e) => setHost(e.target.value as MockBridgeSettings['host'])}
              >
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
                onChange={(e) =>
                  writeMockBridgeSettings({ location: e.target.value as MockBridgeSettings['location'] })
                }
              >
                {LOCATION_CHOICES.map((choice) => (
                  <option key={choice} value={choice}>
                    {t(`devPanel.locations.${choice}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>

          <div style={styles.field}>
            <label style={styles.label}>
              <input
                type="checkbox"
                checked={bareWrites}
                disabled={busy}
                onChange={(e) => switchBareWrites(e.target.checked)}
              />{' '}
              {t('devPanel.bareWrites')}
            </label>
          </div>

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

          <fieldset style={styles.fieldset}>
            <legend>{t('devPanel.orders')}</legend>
            {orders && orders.length === 0 ? (
              <p style={styles.note}>{t('devPanel.noOrders')}</p>
            ) : (
              <Field label={t('devPanel.order')}>
                {(id) => (
                  <select id={id} value={orderId} onChange={(e) => setOrderId(e.target.value)}>
                    {(orders ?? []).map((order) => (
                      <option key={order.id} value={order.id}>
                        #{order.id} {order.orderNo} · {order.status}
                        {order.userId === undefined ? '' : ` · ${order.userId}`}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            )}
            <div style={styles.row}>
              <button type="button" disabled={busy || !orderId} onClick={advance} style={styles.button}>
                {t('devPanel.advanceOrder')}
              </button>
              <button type="button" disabled={busy} onClick={() => report(loadOrders)} style={styles.button}>
                {t('devPanel.refreshOrders')}
              </button>
            </div>
            <div style={styles.row}>
              <button type="button" disabled={busy} onClick={nextOpenFails} style={styles.button}>
                {t('devPanel.nextOpenFails')}
              </button>
            </div>
          </fieldset>

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
