import './pickup-code.css';

/**
 * A pickup code, in the one look it has on every screen (Home, the cabinet page, the orders, a saved pass):
 * the customer reads it off one screen and types or says it at another, so it must look the same on each
 *. Each place sets only its size.
 */
export function PickupCode({ code, className }: { code: string; className?: string }) {
  return <span className={className ? `pickup-code ${className}` : 'pickup-code'}>{code}</span>;
}
