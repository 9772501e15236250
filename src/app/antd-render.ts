import type { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

/**
 * antd-mobile 5's Toast, Dialog, Modal and ImageViewer render nothing on React 19 until given a renderer
 * built on createRoot (STACK.md trap 1): one root per container, unmounted a tick after antd asks.
 */
export function setAntdRenderer(set: typeof unstableSetRender): void {
  set((node, container) => {
    const host = container as Element & { __antdRoot?: Root };
    host.__antdRoot ??= createRoot(host);
    const root = host.__antdRoot;
    root.render(node);
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      delete host.__antdRoot;
    };
  });
}
