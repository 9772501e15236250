/**
 * Whether a yes/no flag says yes: a boolean, or 1, '1' or 'true' as many servers send it. Apart from the
 * schema that reads flags (./common.ts), so that the boot script can read one without loading valibot.
 */
export const isFlagOn = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true';
