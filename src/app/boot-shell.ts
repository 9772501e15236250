import '../boot/handoff';

/**
 * Takes away the frame the boot script drew (src/boot/shell.ts) once the app shows something of its own: a
 * screen, its loading indicator, the open-error or 'Please log in' screen, a crash notice. Harmless when
 * there is none (tests, the boot script missing).
 */
export function removeBootShell(): void {
  if (typeof window !== 'undefined') window.__boot?.removeShell();
}

/**
 * Whether the boot script's frame shows server content (Home's first banner, a product's picture and name, the
 * cabinet header).
 */
export function bootShellShowsContent(): boolean {
  return typeof window !== 'undefined' && (window.__boot?.showsContent() ?? false);
}
