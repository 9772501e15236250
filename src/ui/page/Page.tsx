import type { ReactNode } from 'react';
import { BackIcon } from '../light/icons';
import { BackButton } from './BackButton';
import './page.css';

type PageProps = {
  title: string;
  /** Standard bar (default); `none` for screens with a spec "custom navigation bar" that draw their own. */
  navBar?: 'standard' | 'none';
  /** Tab pages have no back button. */
  back?: boolean;
  right?: ReactNode;
  children: ReactNode;
};

/** The frame of every screen: a navigation bar (a real button for back, the title as the page heading) and a body. */
export function Page({ title, navBar = 'standard', back = true, right, children }: PageProps) {
  return (
    <div className="page">
      {navBar === 'standard' && (
        <header className="page-nav">
          <div className="page-nav-side">{back && <BackButton icon={<BackIcon size={22} />} />}</div>
          <h1 className="page-title">{title}</h1>
          <div className="page-nav-side page-nav-right">{right}</div>
        </header>
      )}
      <main className="page-body">{children}</main>
    </div>
  );
}
