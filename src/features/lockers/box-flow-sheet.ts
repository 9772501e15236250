import { withAntdSetup } from '../../ui/antd-setup';
import { lazyPart } from '../../ui/lazy-part';
import type { BoxFlowSheetProps } from './BoxFlowSheet';

/**
 * The box flow sheet (antd-mobile's Popup, with its animation and gesture code) loads when a box is first
 * opened, and is fetched already when the customer's finger touches a store or collect button (or the
 * keyboard focus reaches it). A failed download is tried again, never the crash screen (src/ui/lazy-part.tsx).
 */
export const boxFlowSheet = lazyPart<BoxFlowSheetProps>(
  withAntdSetup(() => import('./BoxFlowSheet').then((module) => module.default)),
);
