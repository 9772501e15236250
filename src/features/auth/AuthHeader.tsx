import { LeftOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { goBack } from '../../ui/page/go-back';

/**
 * The custom navigation bar of the login and register screens (spec section 2): a transparent bar with a
 * back button, and the title as the page's big heading below it.
 */
export function AuthHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <header className="auth-header">
      <div className="auth-nav">
        <button type="button" className="auth-back" aria-label={t('shell.back')} onClick={() => goBack(navigate)}>
          <LeftOutline aria-hidden fontSize={20} />
        </button>
      </div>
      <h1 className="auth-title">{title}</h1>
      {subtitle && <p className="auth-subtitle">{subtitle}</p>}
    </header>
  );
}
