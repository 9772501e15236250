import type { DialogConfirmProps } from 'antd-mobile/es/components/dialog';
import { ensureAntdImperative } from '../antd-setup';

// antd-mobile's Dialog (with its mask and animation code) loads with the first dialog, not with the screen.
const loadDialog = () => import('antd-mobile/es/components/dialog');

/** A confirmation dialog; resolves true when the customer confirms. */
export async function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  const [{ default: Dialog }] = await Promise.all([loadDialog(), ensureAntdImperative()]);
  return Dialog.confirm(props);
}
