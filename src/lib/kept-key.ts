/**
 * Where the answers kept for a returning customer are stored (src/app/kept-answers.ts), which the boot script
 * looks at too (src/boot/stored.ts): with them, the app draws the screen at once and need not wait for the shell.
 */
export const KEPT_STORAGE_KEY = 'keptAnswers';
