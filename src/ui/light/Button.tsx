import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './Spinner';
import './light.css';

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> & {
  color?: 'primary' | 'default' | 'danger';
  fill?: 'solid' | 'outline' | 'none';
  size?: 'mini' | 'small' | 'middle' | 'large';
  block?: boolean;
  shape?: 'default' | 'rounded';
  /** Shows a spinner in place of the label, and refuses taps, while a request is on its way. */
  loading?: boolean;
  children: ReactNode;
};

/**
 * The app's button: antd-mobile's look without its code, so that no screen waits for antd-mobile before it can
 * draw (antd's parts load with the sheets and dialogs that use them).
 */
export function Button({
  color = 'default',
  fill = 'solid',
  size = 'middle',
  block = false,
  shape = 'default',
  loading = false,
  disabled,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const classes = [
    'light-button',
    `light-button-${color}`,
    `light-button-${fill}`,
    `light-button-${size}`,
    block && 'light-button-block',
    shape === 'rounded' && 'light-button-rounded',
    loading && 'light-button-loading',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button {...rest} type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined}>
      {loading && <Spinner inline color={fill === 'solid' && color !== 'default' ? 'white' : 'primary'} />}
      <span className="light-button-label">{children}</span>
    </button>
  );
}
