import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { goBack } from './go-back';
import './back-button.css';

/** The navigation bar's back button: the standard bar and the custom ones (account, agreements) share it. */
export function BackButton({ icon }: { icon: ReactNode }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <button type="button" className="back-button" aria-label={t('shell.back')} onClick={() => goBack(navigate)}>
      {icon}
    </button>
  );
}
