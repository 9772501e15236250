import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { leanValue, optionalFieldPaths, type Schema, withoutField } from '../../mocks/lean';
import { answerOf } from '../testing/answers';
import { CASES, startCase } from '../testing/api-calls';
import { responseSchemaOf } from './response-schemas';

/**
 * For every call, the mock's own answer with each field the app's schema marks optional left out in turn,
 * and with all of them left out at once (the lean mock's answer): the app's schema still reads it. A field
 * a screen cannot do without must stay required; everything else may be missing from a real server.
 */

describe('every optional field of every answer can be left out', () => {
  let checked = 0;
  for (const item of CASES) {
    const [, path = ''] = item.call.split(' ');
    it(item.call, async () => {
      const prepared = await startCase(item);
      const data = await answerOf(() => item.run(prepared).catch(() => undefined), path);
      const schema = responseSchemaOf(path) as Schema | undefined;
      expect(schema, 'the call records the schema it reads').toBeDefined();
      if (!schema || data === undefined) return;
      for (const field of optionalFieldPaths(schema, data)) {
        const result = v.safeParse(schema, withoutField(data, field));
        expect(result.success, `${item.call} without ${field}`).toBe(true);
        checked += 1;
      }
      expect(v.safeParse(schema, leanValue(schema, data)).success, `${item.call}, lean`).toBe(true);
    });
  }

  it('checked fields at all', () => {
    expect(checked).toBeGreaterThan(100);
  });
});
