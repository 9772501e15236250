import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The door-to-door section's card and title, around its content or, while that loads, its skeleton. */
export function DoorSectionFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="form-card" aria-labelledby="door-title">
      <h2 id="door-title" className="form-section-title">
        {t('createOrder.door.title')}
      </h2>
      {children}
    </section>
  );
}
