import type { ComponentProps } from 'react';
import { withAntdSetup } from '../../ui/antd-setup';
import { lazyPart } from '../../ui/lazy-part';

/**
 * An order's pay and refund sheets load when a finger lands on the button that opens them: antd-mobile's Popup
 * brings react-spring and the gesture code (about 25 KB gzip), which the order list and an order's detail would
 * otherwise load before they could show.
 */
type SheetProps = ComponentProps<typeof import('./PaySheet').PaySheet>;
export const paySheet = lazyPart<SheetProps>(
  withAntdSetup(() => import('./PaySheet').then((module) => module.PaySheet)),
);
export const refundSheet = lazyPart<SheetProps>(
  withAntdSetup(() => import('./RefundSheet').then((module) => module.RefundSheet)),
);
