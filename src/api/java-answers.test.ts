import fc from 'fast-check';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { answerOf, fieldPaths, type Json, withField } from '../testing/answers';
import { CASES, startCase } from '../testing/api-calls';
import { requiredFields } from '../testing/required-fields';
import { forgetIdForms, parseAnswer, readAnswer, stringifyRequest } from './json';
import { responseSchemaOf } from './response-schemas';

/**
 * Property: every answer of every call, reshaped as a Java (Spring) server would write it, is read; and every
 * id read goes back to the server with exactly its digits, in the JSON type it came in (CONTRACT.md).
 *
 * From the mock's own answer, fast-check makes variants in which each field the app does not require is kept,
 * null or missing; ids are 19-digit snowflakes, as strings or bare JSON numbers; flags are true/false, 0/1 or
 * '0'/'1'; times 'HH:mm' or 'HH:mm:ss'; date-times 'yyyy-MM-dd HH:mm:ss', ISO 8601 or epoch milliseconds;
 * amounts numbers or decimal strings. Each variant is written as text and read through the app's own parser.
 */

const SNOWFLAKE_BASE = 1595960837329200000n;
const ID_KEY = /^(?:id|\w+Id)$/;
const TIME = /^\d{2}:\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?/;
/** Marks a bare number in the text being written: JSON.stringify cannot write a 19-digit one. */
const BARE = '\u0001bare:';

type Shape = {
  drop: Record<string, 'keep' | 'null' | 'missing'>;
  ids: 'string' | 'number';
  flags: 'boolean' | 'number' | 'string';
  seconds: boolean;
  dates: 'spring' | 'iso' | 'epoch';
  amounts: 'number' | 'string';
};

/** The answer as a Java server would write it, as text; and the snowflakes it carries as ids. */
function javaText(data: Json, shape: Shape): { text: string; ids: Set<string> } {
  const ids = new Set<string>();
  const reshape = (value: Json, key: string): Json => {
    if (Array.isArray(value)) return value.map((item) => reshape(item, ''));
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([inner, field]) => [inner, reshape(field, inner)]));
    if (ID_KEY.test(key) && (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value)))) {
      const snowflake = String(SNOWFLAKE_BASE + BigInt(value));
      ids.add(snowflake);
      return shape.ids === 'number' ? `${BARE}${snowflake}` : snowflake;
    }
    if (typeof value === 'boolean')
      return shape.flags === 'boolean' ? value : shape.flags === 'number' ? Number(value) : String(Number(value));
    if (typeof value === 'string' && TIME.test(value)) return shape.seconds ? `${value}:00` : value;
    if (typeof value === 'string' && DATE_TIME.test(value)) {
      const date = new Date(value.includes('T') ? value : value.replace(' ', 'T'));
      if (shape.dates === 'epoch') return date.getTime();
      if (shape.dates === 'iso') return date.toISOString();
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
    }
    if (typeof value === 'number' && !Number.isInteger(value) && shape.amounts === 'string') return value.toFixed(2);
    return value;
  };
  let shaped = data;
  for (const [path, how] of Object.entries(shape.drop))
    if (how !== 'keep') shaped = withField(shaped, path, () => (how === 'null' ? null : undefined));
  const body = { code: 200, msg: 'success', data: reshape(shaped, '') };
  const text = JSON.stringify(body).replace(/"\\u0001bare:(\d+)"/g, '$1');
  return { text, ids };
}

/** Every id the app read (a string of digits under an id's key), at any depth. */
function idsRead(value: unknown, key = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => idsRead(item, key.endsWith('Ids') ? key : ''));
  if (value instanceof Date || value === null || typeof value !== 'object')
    return ID_KEY.test(key) && typeof value === 'string' && /^\d{16,}$/.test(value) ? [value] : [];
  return Object.entries(value).flatMap(([inner, field]) => idsRead(field, inner));
}

afterEach(() => forgetIdForms());

describe('answers as a Java server writes them', () => {
  for (const item of CASES) {
    const [, path = ''] = item.call.split(' ');
    it(item.call, async () => {
      const prepared = await startCase(item);
      const data = await answerOf(() => item.run(prepared).catch(() => undefined), path);
      const schema = responseSchemaOf(path);
      if (!schema || data === undefined || data === null) return;
      const required = requiredFields(item.call);
      const optional = fieldPaths(data).filter((field) => !required.has(field));
      const shapes = fc.record<Shape>({
        drop: fc.record(
          Object.fromEntries(
            optional.map((field) => [field, fc.constantFrom('keep' as const, 'null' as const, 'missing' as const)]),
          ),
        ),
        ids: fc.constantFrom('string', 'number'),
        flags: fc.constantFrom('boolean', 'number', 'string'),
        seconds: fc.boolean(),
        dates: fc.constantFrom('spring', 'iso', 'epoch'),
        amounts: fc.constantFrom('number', 'string'),
      });
      await fc.assert(
        fc.asyncProperty(shapes, async (shape) => {
          forgetIdForms();
          const { text, ids } = javaText(data, shape);
          const body = (await parseAnswer(text)) as { data: unknown };
          const read = readAnswer(() => v.safeParse(schema, body.data));
          expect(read.success, `${item.call} read ${text.slice(0, 400)}`).toBe(true);
          if (!read.success) return;
          for (const id of idsRead(read.output)) {
            expect(ids.has(id), `${id} is one the server sent, digit for digit`).toBe(true);
            const sent = stringifyRequest({ orderInfoId: id });
            expect(sent).toBe(shape.ids === 'number' ? `{"orderInfoId":${id}}` : `{"orderInfoId":"${id}"}`);
          }
        }),
        { numRuns: 15 },
      );
    });
  }
});
