import { type CSSProperties, type ReactNode, useId } from 'react';

/** The developer panel's pieces and its inline styles (it stays out of the app's theme and its style sheets). */

export function Field({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div style={styles.field}>
      <label htmlFor={id} style={styles.label}>
        {label}
      </label>
      {children(id)}
      {hint && <small style={styles.hint}>{hint}</small>}
    </div>
  );
}

export const styles: Record<string, CSSProperties> = {
  // where it sits (side and height) is the customer's: PanelButton.tsx
  fabHolder: {
    position: 'fixed',
    zIndex: 4000,
    display: 'flex',
    alignItems: 'flex-start',
    gap: 2,
    marginBottom: 'env(safe-area-inset-bottom)',
  },
  fab: {
    width: 44,
    height: 44,
    borderRadius: 22,
    border: '1px solid #1f2937',
    background: '#111827',
    color: '#fff',
    fontSize: 11,
    fontWeight: 700,
    letterSpacing: 0.5,
    opacity: 0.85,
    touchAction: 'none',
  },
  fabFold: {
    width: 20,
    height: 20,
    padding: 0,
    borderRadius: 10,
    border: '1px solid #1f2937',
    background: '#fff',
    color: '#111827',
    fontSize: 13,
    lineHeight: '18px',
  },
  fabTab: {
    position: 'fixed',
    zIndex: 4000,
    width: 12,
    height: 44,
    padding: 0,
    border: 0,
    background: '#111827',
    opacity: 0.6,
  },
  panel: {
    position: 'fixed',
    left: 0,
    right: 0,
    bottom: 0,
    zIndex: 4001,
    maxHeight: '80vh',
    overflowY: 'auto',
    padding: '12px 16px calc(16px + env(safe-area-inset-bottom))',
    background: '#fff',
    color: '#111',
    borderTop: '1px solid #ccc',
    boxShadow: '0 -4px 16px rgba(0, 0, 0, 0.2)',
    fontSize: 14,
    maxWidth: 960,
    margin: '0 auto',
  },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: 8 },
  title: { margin: 0, fontSize: 16 },
  field: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, margin: '6px 0' },
  label: { minWidth: 140, fontWeight: 600 },
  hint: { flexBasis: '100%', color: '#444' },
  fieldset: { border: '1px solid #ddd', borderRadius: 6, margin: '10px 0', padding: '6px 10px' },
  row: { display: 'flex', flexWrap: 'wrap', gap: 8, margin: '6px 0' },
  button: {
    minHeight: 32,
    padding: '4px 12px',
    border: '1px solid #555',
    borderRadius: 4,
    background: '#f4f4f5',
    color: '#111',
  },
  danger: { borderColor: '#b91c1c', color: '#b91c1c' },
  list: { margin: '4px 0', paddingLeft: 18 },
  note: { margin: '6px 0', color: '#333', wordBreak: 'break-all' },
  link: { fontFamily: 'monospace' },
};
