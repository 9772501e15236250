import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './Spinner';
import './light.css';

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> & {
  color?: 'primary' | 'default' | 'danger';
  fill?: 'solid' | 'outline' | 'none';
  size?: 'mini' | 'small' | 'middle' | 'large';
  block?: boolean;
  /** Shows a spinner and refuses taps while a request is on its way. */
  loading?: boolean;
  children: ReactNode;
};

/**
 * A button that looks like antd-mobile's, without its code: the screens on the first download (shell, Home,
 * the cabinet page) use it so antd-mobile loads only with the screens and sheets that need it.
 */
export function Button({
  color = 'default',
  fill = 'solid',
  size = 'middle',
  block = false,
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
    loading && 'light-button-loading',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button {...rest} type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined}>
      {loading && <Spinner inline color={fill === 'solid' && color !== 'default' ? 'white' : 'primary'} />}
      <span>{children}</span>
    </button>
  );
}
