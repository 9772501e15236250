import * as v from 'valibot';

/**
 * A Java enum's name as the app writes its values: 'TO_BE_STORED', 'toBeStored' and 'to-be-stored' alike
 * read as 'to-be-stored'.
 */
const asValueName = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/_/g, '-')
    .toLowerCase();

/**
 * A picklist the server may grow: a value the app does not know yet (a server added one) reads as 'other',
 * which the screens show with a neutral label, instead of failing the whole answer. A Spring server may write
 * an enum by its name (any case) or by its number, its place in the list the contract publishes (Java's
 * ordinal).
 */
export const openPicklist = <const T extends readonly string[]>(values: T) =>
  v.fallback(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((value) => (typeof value === 'number' ? (values[value] ?? 'other') : asValueName(value))),
      v.picklist([...values, 'other']),
    ),
    'other',
  );
