import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { control } from './control';
import { Field, styles } from './panel-parts';
import type { PanelAction } from './use-panel-action';

type MockOrder = { id: number; orderNo: string; status: string; userId?: number };

/** The mock's orders: move one to its next status, or make the next box opening fail. */
export function OrdersSection({ busy, run }: PanelAction) {
  const { t } = useTranslation();
  const [orders, setOrders] = useState<MockOrder[] | null>(null);
  const [orderId, setOrderId] = useState<string>('');

  const loadOrders = useCallback(async () => {
    const list = await control<MockOrder[]>('orders');
    setOrders(list);
    setOrderId((current) => (list.some((order) => String(order.id) === current) ? current : String(list[0]?.id ?? '')));
  }, []);

  useEffect(() => {
    loadOrders().catch(() => setOrders([]));
  }, [loadOrders]);

  const advance = () =>
    run(async () => {
      await control('advance-order', { orderId: Number(orderId) });
      await loadOrders();
    });

  return (
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
        <button type="button" disabled={busy} onClick={() => run(loadOrders)} style={styles.button}>
          {t('devPanel.refreshOrders')}
        </button>
      </div>
      <div style={styles.row}>
        <button
          type="button"
          disabled={busy}
          onClick={() => run(() => control('next-open-fails', { count: 1 }))}
          style={styles.button}
        >
          {t('devPanel.nextOpenFails')}
        </button>
      </div>
    </fieldset>
  );
}
