/** A random hex string (tokens, nonces), from getRandomValues, which works outside secure contexts too. */
export function randomHex(bytes = 16): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}
