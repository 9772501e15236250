import './light.css';

/**
 * A loading spinner drawn with CSS only (`inline`: the size of the text beside it). The first screens (shell, Home, the cabinet page) use it instead of
 * antd-mobile's SpinLoading so that antd-mobile and its animation library stay out of the first download.
 */
export function Spinner({ color = 'primary', inline = false }: { color?: 'primary' | 'white'; inline?: boolean }) {
  const classes = `light-spinner light-spinner-${color}${inline ? ' light-spinner-inline' : ''}`;
  return <span className={classes} aria-hidden="true" />;
}
