import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { type OverrideSchemaContext, toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../mocks/faults';
import { APP_VERSION } from '../lib/version';
import { CASES, startCase } from '../testing/api-calls';
import { recordRequests } from '../testing/requests';
import { responseSchemaOf } from './response-schemas';
import { idSchema } from './schemas/common';
import { isWritePath, WRITE_ANSWERS, type WriteNeed } from './write-answers';

/**
 * The published contract (docs/contract.openapi.json, OpenAPI 3.1): for every call of spec section 7, what
 * the app sends (method, path, query parameters, body fields, the token) and what it requires of the answer,
 * generated from the very schemas the app reads the answers with. It fails when the file is out of date:
 * `UPDATE_CONTRACT=1 npx vitest run src/api/contract.test.ts` writes it anew.
 */

const FILE = 'docs/contract.openapi.json';

type Sent = { method: string; query: Record<string, string>; body: Record<string, unknown> | null; token: boolean };
type JsonSchema = Record<string, unknown>;

const typeOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'object' ? 'object' : typeof value;

/** A request body as the app sends it: its fields and their JSON types (values vary, so none are kept). */
function bodySchema(body: Record<string, unknown>): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(Object.entries(body).map(([key, value]) => [key, { type: typeOf(value) }])),
  };
}

function envelope(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['code'],
    properties: { code: { type: 'number' }, msg: { type: ['string', 'null'] }, data },
  };
}

/**
 * A value read with a fallback (an open picklist: an unknown order status or bill kind reads as 'other') takes
 * any value: the contract names the known ones and says so, instead of requiring one of them.
 */
function lenient({ valibotSchema, jsonSchema }: OverrideSchemaContext): JsonSchema | undefined {
  if (!('fallback' in valibotSchema)) return undefined;
  const fallback = typeof valibotSchema.fallback === 'function' ? undefined : valibotSchema.fallback;
  return {
    anyOf: [jsonSchema, {}],
    description: `any other value is read as ${fallback === undefined ? 'its fallback' : JSON.stringify(fallback)}`,
  };
}

/** An id: a 64-bit integer, as a JSON integer or a string of its digits (CONTRACT.md). */
function int64Id({ valibotSchema }: OverrideSchemaContext): JsonSchema | undefined {
  if (valibotSchema !== (idSchema as unknown)) return undefined;
  return {
    anyOf: [
      { type: 'integer', format: 'int64' },
      { type: 'string', pattern: '^\\d+$' },
    ],
    description: 'an int64 id, as a JSON integer or a string of digits; the app sends it back as it came',
  };
}

/** What a write's answer must hold (src/api/write-answers.ts), as the contract states it. */
function writeAnswer(need: WriteNeed): JsonSchema {
  const requires =
    need.kind === 'fields'
      ? need.fields
      : need.kind === 'by-pay-method'
        ? need.fields
        : need.kind === 'whole'
          ? 'all'
          : [];
  return { requires, why: need.why };
}

/**
 * A write's `data` as the contract states it: the app's schema with, at the top, only the fields the write
 * must answer required (by pay method: none of them in general, see `x-write-answer`), and null allowed where
 * it must answer nothing. A field sent anyway must still be of its type.
 */
function writeData(data: JsonSchema, need: WriteNeed): JsonSchema {
  if (need.kind === 'whole') return data;
  const topLevel = (schema: JsonSchema): JsonSchema => {
    if (Array.isArray(schema.anyOf)) return { ...schema, anyOf: (schema.anyOf as JsonSchema[]).map(topLevel) };
    if (schema.type !== 'object') return schema;
    const { required: _app, ...rest } = schema;
    return need.kind === 'fields' ? { ...rest, required: [...need.fields] } : rest;
  };
  const trimmed = topLevel(data);
  return need.kind === 'fields' ? trimmed : { anyOf: [{ type: 'null' }, trimmed] };
}

const WRITE_DESCRIPTION: Record<WriteNeed['kind'], string> = {
  nothing: 'A write: code 200 means done. `data` may be null: the app requires nothing of it (x-write-answer says why)',
  fields:
    'A write: code 200 means done. `data` must hold the fields x-write-answer names (and says why); the rest ' +
    'may be left out',
  'by-pay-method':
    "A paying write: code 200 means started or done. `data` must hold what the request's payMethod opens " +
    '(x-write-answer: payParams for chat-app, payUrl for card, nothing for balance); the rest may be left out',
  whole: 'A read sent as POST: `data` as the app requires it (fields not listed as required may be left out)',
};

function operation(call: string, sent: Sent, schema: v.GenericSchema, path: string): JsonSchema {
  const appData = toJsonSchema(schema as never, {
    errorMode: 'ignore',
    overrideSchema: (context) => int64Id(context) ?? lenient(context),
  }) as JsonSchema;
  delete appData.$schema;
  const need: WriteNeed | null = sent.method === 'POST' && isWritePath(path) ? WRITE_ANSWERS[path] : null;
  const data = need ? writeData(appData, need) : appData;
  return {
    summary: call,
    ...(sent.token ? { security: [{ token: [] }] } : {}),
    parameters: [
      ...Object.keys(sent.query).map((name) => ({ name, in: 'query', required: true, schema: { type: 'string' } })),
      { name: 'Accept-Language', in: 'header', required: true, schema: { enum: ['en', 'vi', 'zh-CN'] } },
    ],
    ...(sent.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: bodySchema(sent.body) } } } }
      : {}),
    responses: {
      '200': {
        description: need
          ? WRITE_DESCRIPTION[need.kind]
          : 'The answer: `data` as the app requires it (fields not listed as required may be left out)',
        content: { 'application/json': { schema: envelope(data) } },
      },
    },
    ...(need ? { 'x-write-answer': writeAnswer(need) } : {}),
    // what `npm run contract` asks a running server with (the mock's seed data)
    ...(sent.method === 'GET' ? { 'x-example-query': sent.query } : {}),
  };
}

describe('the published contract', () => {
  const paths: Record<string, Record<string, JsonSchema>> = {};

  for (const item of CASES) {
    const [method = 'GET', path = ''] = item.call.split(' ');
    it(`records ${item.call}`, async () => {
      const prepared = await startCase(item);
      const requests = recordRequests();
      await item.run(prepared).catch(() => undefined);
      const request = requests.find((each) => apiPath(each.request) === path && each.method === method)?.request;
      const text = request ? await request.text() : '';
      const sent: Sent | null = request
        ? {
            method,
            query: Object.fromEntries(new URL(request.url).searchParams),
            body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
            token: request.headers.has('token'),
          }
        : null;
      const schema = responseSchemaOf(path);
      expect(sent, `${item.call} was sent`).not.toBeNull();
      expect(schema, `${item.call} records its schema`).toBeDefined();
      if (!sent || !schema) return;
      paths[path] = { ...paths[path], [method.toLowerCase()]: operation(item.call, sent, schema, path) };
    });
  }

  afterAll(() => {
    const doc = {
      openapi: '3.1.0',
      info: {
        title: 'Shoe Care user-api, as the customer app uses it',
        version: APP_VERSION,
        description:
          'Generated from the schemas the app reads each answer with (src/api): what it sends, and which fields ' +
          'of `data` it requires. Every body is `{code, msg, data}`; code 200 is success (CONTRACT.md). A write ' +
          '(POST) answered with code 200 is done: of its `data` the app requires only what `x-write-answer` ' +
          'names, with the reason (src/api/write-answers.ts), and reads the state back for the rest. Answers are ' +
          'read as a Java (Spring) server writes them: ids are int64 (a JSON integer or a string of digits, sent ' +
          'back exactly as they came); any field not listed as required may be null or missing; flags may be ' +
          'true/false, 0/1 or "0"/"1"; times HH:mm or HH:mm:ss; date-times yyyy-MM-dd HH:mm:ss, ISO 8601 or ' +
          'epoch milliseconds; amounts numbers or decimal strings; enums their name or their number.',
      },
      servers: [{ url: '/user-api' }],
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
      paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    };
    const text = `${JSON.stringify(doc, null, 2)}\n`;
    if (process.env.UPDATE_CONTRACT) writeFileSync(FILE, text);
    else {
      const current = existsSync(FILE) ? readFileSync(FILE, 'utf8') : '';
      expect(
        current === text,
        `${FILE} is out of date: UPDATE_CONTRACT=1 npx vitest run src/api/contract.test.ts`,
      ).toBe(true);
    }
  });
});
