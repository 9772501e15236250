import { LeftOutline } from '../../ui/light/OutlineIcon';
import { BackButton } from '../../ui/page/BackButton';

/**
 * The custom navigation bar of the login and register screens (spec section 2): a transparent bar with a
 * back button, and the title as the page's big heading below it.
 */
export function AuthHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <header className="auth-header">
      <div className="auth-nav">
        <BackButton icon={<LeftOutline fontSize={20} />} />
      </div>
      <h1 className="auth-title">{title}</h1>
      {subtitle && <p className="auth-subtitle">{subtitle}</p>}
    </header>
  );
}
