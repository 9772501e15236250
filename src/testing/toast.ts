/** Text currently shown in antd-mobile's toast (rendered in a portal outside the test container). */
export function toastText(): string {
  return document.querySelector('.adm-toast-main')?.textContent ?? '';
}
