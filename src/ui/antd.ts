/**
 * antd-mobile behind one door: the only module that names its class names (`adm-…`); its theme variables and the
 * app's overrides of its look are in ./antd.css, the only style sheet that does. antd-mobile draws the sheets,
 * dialogs, toasts, the photo viewer and the pickers (docs/decisions.md); everything else is drawn by ./light,
 * which knows nothing of it. scripts/check-conventions.ts refuses an antd class name or variable anywhere else in
 * src, e2e or e2e-webkit, tests included: they find antd's parts through these selectors too.
 *
 * Plain strings, no imports: the browser tests read them as well, and pass them into the page.
 */
export const ANTD = {
  /** A toast's text box (Toast.show, src/ui/feedback/toast.ts). */
  toast: '.adm-toast-main',
  /** The layer a toast is drawn on; hidden once the toast has gone. */
  toastMask: '.adm-toast-mask',
  /** A dialog (Dialog.confirm, src/ui/feedback/dialog.ts), and its box of buttons and text. */
  dialog: '.adm-dialog',
  dialogBody: '.adm-dialog-body',
  dialogContent: '.adm-dialog-content',
  /** A sheet (Popup, src/ui/sheet/TitledSheet.tsx), and the panel that slides in. */
  popup: '.adm-popup',
  popupBody: '.adm-popup-body',
  /** The photo viewer (ImageViewer, src/features/orders/PhotoViewer.tsx): its slides and its 'n / m'. */
  imageViewer: '.adm-image-viewer-content',
  imageViewerSlides: '.adm-image-viewer-slides',
  imageViewerIndicator: '.adm-image-viewer-indicator',
} as const;

/** antd's layers a tap can close (src/app/tap-guard.ts): its sheets, centred popups and action sheets. */
export const ANTD_OVERLAYS = `${ANTD.popup}, .adm-center-popup-wrap, .adm-action-sheet`;

/** antd's modal layers that have no dialog role of their own (src/ui/use-modal-focus.ts): a dialog's box. */
export const ANTD_MODALS = ANTD.dialogBody;
