import { Toast } from 'antd-mobile';

/** Toast default duration (spec section 9). */
export const TOAST_MS = 1500;

/**
 * A short message. Toasts and the loading indicator (./loading.ts) are separate layers, so hiding one never
 * hides the other (spec section 4: "loading indicators hide only when the matching kind is shown").
 */
export function showToast(content: string, duration = TOAST_MS): void {
  Toast.show({ content, duration, maskClickable: true });
}

export function hideToast(): void {
  Toast.clear();
}
