/** Two URLs ask for the same thing when path and parameters match, whatever the parameters' order. */
export function sameCall(a: string, b: string): boolean {
  const left = new URL(a);
  const right = new URL(b);
  if (left.origin !== right.origin || left.pathname !== right.pathname) return false;
  left.searchParams.sort();
  right.searchParams.sort();
  return left.searchParams.toString() === right.searchParams.toString();
}
