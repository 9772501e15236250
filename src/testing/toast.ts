import { ANTD } from '../ui/antd';

/** Text currently shown in antd-mobile's toast (rendered in a portal outside the test container). */
export function toastText(): string {
  const toasts = document.querySelectorAll(ANTD.toast);
  return toasts[toasts.length - 1]?.textContent ?? '';
}
