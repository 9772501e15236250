/** The subset of JSON Schema the published contract uses, and what is wrong with an answer against it. */

export type Schema = {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
};
const kindOf = (value: unknown) =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'number'
        ? Number.isInteger(value)
          ? 'integer'
          : 'number'
        : typeof value;

/** What is wrong with `value` against `schema` (the subset of JSON Schema the contract uses), first problem only. */
export function problemOf(schema: Schema, value: unknown, at = 'data'): string | null {
  if (schema.anyOf) {
    const problems = schema.anyOf.map((option) => problemOf(option, value, at));
    if (problems.some((problem) => problem === null)) return null;
    // the most telling one: a missing field over a wrong type
    return problems.find((problem) => problem?.startsWith('missing')) ?? problems[0] ?? null;
  }
  if (schema.enum && !schema.enum.includes(value)) return `wrong value at ${at}: ${JSON.stringify(value)}`;
  if (schema.type) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    const kind = kindOf(value);
    const fits = types.some((type) => type === kind || (type === 'number' && kind === 'integer'));
    if (!fits) return `wrong type at ${at}: expected ${types.join(' or ')}, got ${kind}`;
  }
  if (kindOf(value) === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of schema.required ?? []) if (!(key in record)) return `missing required field ${at}.${key}`;
    for (const [key, inner] of Object.entries(schema.properties ?? {})) {
      if (!(key in record)) continue;
      const problem = problemOf(inner, record[key], `${at}.${key}`);
      if (problem) return problem;
    }
  }
  if (Array.isArray(value) && schema.items) {
    for (const [i, item] of value.entries()) {
      const problem = problemOf(schema.items, item, `${at}[${i}]`);
      if (problem) return problem;
    }
  }
  return null;
}
