/**
 * A text as the customer reads it: dates and times are written unbreakable (src/lib/format.ts, `unbreakable`),
 * with invisible word joiners after their hyphens and no-break spaces, which this reads as nothing and a space.
 */
export const shownText = (text: string | null | undefined): string =>
  (text ?? '').replace(/\u2060/g, '').replace(/\u00a0/g, ' ');
