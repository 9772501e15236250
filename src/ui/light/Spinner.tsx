import './light.css';

/**
 * A loading spinner drawn with CSS only. The first screens (shell, Home, the cabinet page) use it instead of
 * antd-mobile's SpinLoading so that antd-mobile and its animation library stay out of the first download.
 */
export function Spinner({ color = 'primary' }: { color?: 'primary' | 'white' }) {
  return <span className={`light-spinner light-spinner-${color}`} aria-hidden="true" />;
}
