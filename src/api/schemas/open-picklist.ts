import * as v from 'valibot';

/**
 * A picklist the server may grow: a value the app does not know yet (a server added one) reads as 'other',
 * which the screens show with a neutral label, instead of failing the whole answer.
 */
export const openPicklist = <const T extends readonly string[]>(values: T) =>
  v.fallback(v.picklist([...values, 'other']), 'other');
