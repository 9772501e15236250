import { useTranslation } from 'react-i18next';

const MAX_REMARKS = 200;

/** The order's remarks, with how much of the room is used. */
export function OrderRemarks({ value, onChange }: { value: string; onChange: (remarks: string) => void }) {
  const { t } = useTranslation();
  return (
    <section className="form-card">
      <label htmlFor="order-remarks" className="form-section-title">
        {t('createOrder.remarks.label')}
      </label>
      <textarea
        id="order-remarks"
        className="remarks"
        rows={3}
        maxLength={MAX_REMARKS}
        placeholder={t('createOrder.remarks.placeholder')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className="form-note form-count" aria-live="polite">
        {value.length}/{MAX_REMARKS}
      </p>
    </section>
  );
}
