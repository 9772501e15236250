import './light.css';

/**
 * A loading spinner drawn with CSS only (`inline`: the size of the text beside it). The screens drawn without
 * antd-mobile (the shell, Home, the cabinet page, a product's detail, the order form) use it instead of
 * antd-mobile's SpinLoading and DotLoading, so that antd-mobile and its animation library stay out of their
 * downloads.
 */
export function Spinner({ color = 'primary', inline = false }: { color?: 'primary' | 'white'; inline?: boolean }) {
  const classes = `light-spinner light-spinner-${color}${inline ? ' light-spinner-inline' : ''}`;
  return <span className={classes} aria-hidden="true" />;
}
