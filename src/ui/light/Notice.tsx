import type { ReactNode } from 'react';
import './light.css';

type NoticeProps = {
  title: string;
  description?: ReactNode;
  /** `empty` draws an empty tray, `default` an exclamation mark. */
  status?: 'default' | 'empty';
  className?: string;
  /** Actions under the text (retry, log in, go home). */
  children?: ReactNode;
};

/**
 * A full-width message with an icon, a title, a description and actions: the error, empty and 'Please log
 * in' states, of the shell and of every screen (an empty list, a link to something that does not exist).
 * Drawn with a small inline SVG rather than antd-mobile's ErrorBlock (whose pictures alone are about 10 KB
 * gzipped) because the shell shows it before any screen code has loaded, and so that no screen loads them.
 */
export function Notice({ title, description, status = 'default', className, children }: NoticeProps) {
  return (
    <div className={className ? `light-notice ${className}` : 'light-notice'}>
      <svg className="light-notice-icon" viewBox="0 0 64 64" aria-hidden="true">
        {status === 'empty' ? (
          <path
            d="M8 38 L18 18 H46 L56 38 V52 H8 Z M8 38 H22 L26 44 H38 L42 38 H56"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinejoin="round"
          />
        ) : (
          <>
            <circle cx="32" cy="32" r="26" fill="none" stroke="currentColor" strokeWidth="3" />
            <path d="M32 18 V36" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
            <circle cx="32" cy="45" r="2.5" fill="currentColor" />
          </>
        )}
      </svg>
      <p className="light-notice-title">{title}</p>
      {description ? <div className="light-notice-description">{description}</div> : null}
      {children ? <div className="light-notice-actions">{children}</div> : null}
    </div>
  );
}
