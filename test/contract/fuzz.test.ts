import { afterAll, describe, expect, it } from 'vitest';
import { registerOwner } from '../support/actors.js';
import { eq } from 'drizzle-orm';
import { users } from '../../src/modules/users/index.js';
import { createTokenService } from '../../src/platform/auth/tokens.js';
import { systemClock } from '../../src/platform/clock.js';
import { buildTestApp, TEST_JWT_SECRET } from '../support/app.js';

/**
 * Every operation of the app's own OpenAPI document, called as the Owner of a real organization
 * with hostile values generated from its schemas: one field at a time over a valid base, plus
 * whole-body and cursor variants. Whatever the input, the answer is never a 5xx, every error has
 * the error shape, and every status is one the document declares for the operation, so clients
 * generated from it meet no surprise. Deterministic: the generator is seeded and the sample per
 * operation bounded, so a failure reproduces and the file stays well under a minute on PGlite.
 */
const t = await buildTestApp();
afterAll(() => t.close());
const owner = await registerOwner(t);

type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  pattern?: string;
  default?: unknown;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: Schema };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  /** Every status the operation declares it can answer (route.ts: errorStatuses plus its access class). */
  responses: Record<string, unknown>;
};

const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<{
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}>();

/** mulberry32: small, seeded, good enough to pick samples reproducibly. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function resolve(schema: Schema): Schema {
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    return resolve(document.components?.schemas?.[name] ?? {});
  }
  if (schema.allOf?.length) return resolve(schema.allOf[0]!);
  return schema;
}

const NIL = '00000000-0000-4000-8000-000000000000';
const b64 = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value), 'utf8').toString('base64url');

/** A plausible valid value, so one hostile field at a time gets past the others and near the database. */
function validValue(raw: Schema, name = ''): unknown {
  const schema = resolve(raw);
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.length) return validValue(choice.find((option) => resolve(option).type !== 'null') ?? choice[0]!, name);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const type = Array.isArray(schema.type) ? schema.type.find((candidate) => candidate !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return NIL;
      // An end an hour after every start, so a span's other checks pass and the hostile field is what is tested.
      if (schema.format === 'date-time') return /end|to$/i.test(name) ? '2026-01-05T10:00:00Z' : '2026-01-05T09:00:00Z';
      if (schema.format === 'date') return '2026-01-05';
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'uri') return 'https://example.com/';
      if (/password/i.test(name)) return 'a long enough password';
      return 'x'.repeat(Math.max(3, schema.minLength ?? 0));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 0, (schema.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [validValue(schema.items, name)] : [];
    case 'object':
    default: {
      const object: Record<string, unknown> = {};
      for (const key of schema.required ?? []) object[key] = validValue(schema.properties?.[key] ?? {}, key);
      return object;
    }
  }
}

const HOSTILE: unknown[] = [
  'nul\u0000byte',
  '\u0000',
  'x'.repeat(100_000),
  '',
  1e308,
  -1e308,
  -1,
  0,
  2 ** 53,
  1.5,
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '9999-12-31T23:00:00-05:00',
  '0000-01-01',
  '9999-12-31',
  '+010000-01-01T00:00:00.000Z',
  '1969-12-31T23:59:59Z',
  true,
  null,
  {},
  [],
  ['nul\u0000'],
  { nested: 'nul\u0000' },
  '00000000-0000-0000-0000-000000000000',
  '01900000-0000-7000-8000-000000000000',
  'not-a-uuid',
];
const HOSTILE_QUERY = [
  'nul\u0000byte',
  'x'.repeat(5_000),
  '-1',
  '1e308',
  '99999999999999999999',
  '0000-01-01',
  '9999-12-31',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '+010000-01-01T00:00:00.000Z',
  'true',
  NIL,
  '',
];
const BAD_CURSORS = [
  'garbage',
  b64('null'),
  b64({ id: NIL }),
  b64({ s: '0000-01-01T00:00:00.000Z', id: NIL }),
  b64({ s: '+010000-01-01T00:00:00.000Z', id: NIL }),
  b64({ s: '9999-12-31T23:59:59.999Z', id: NIL }),
  b64({ s: '2026-01-01T00:00:00.000Z', id: 'nul\u0000' }),
  b64({ id: 'nul\u0000' }),
  b64({ id: NIL, extra: 'x'.repeat(300) }),
];
const PATH_VALUES = [
  NIL,
  '01900000-0000-7000-8000-000000000000',
  'not-a-uuid',
  'nul%00byte',
  '0',
  'x'.repeat(300),
  '%E0%A4%A',
];

interface Case {
  label: string;
  path: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

function casesFor(operation: Operation, seed: number): Case[] {
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = parameters.filter((parameter) => parameter.in === 'query');
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  const basePath = Object.fromEntries(pathParams.map((parameter) => [parameter.name, NIL]));
  const baseQuery: Record<string, string> = {};
  for (const parameter of queryParams.filter((candidate) => candidate.required))
    baseQuery[parameter.name] = String(validValue(parameter.schema, parameter.name));
  const baseBody = bodySchema ? (validValue(bodySchema) as Record<string, unknown>) : undefined;
  const base = { path: basePath, query: baseQuery, body: baseBody };

  const cases: Case[] = [{ label: 'valid base', ...base }];
  for (const parameter of pathParams) {
    for (const value of PATH_VALUES)
      cases.push({
        label: `path ${parameter.name}=${value.slice(0, 20)}`,
        ...base,
        path: { ...basePath, [parameter.name]: value },
      });
  }
  for (const parameter of queryParams) {
    const values = parameter.name === 'cursor' ? BAD_CURSORS : HOSTILE_QUERY;
    for (const value of values)
      cases.push({
        label: `query ${parameter.name}=${value.slice(0, 30)}`,
        ...base,
        query: { ...baseQuery, [parameter.name]: value },
      });
  }
  if (bodySchema) {
    const schema = resolve(bodySchema);
    for (const whole of [{}, [], null, 'text', 42, { unknownField: 'nul\u0000' }])
      cases.push({ label: `body ${JSON.stringify(whole)}`, ...base, body: whole });
    for (const field of Object.keys(schema.properties ?? {})) {
      for (const value of HOSTILE)
        cases.push({
          label: `body.${field}=${JSON.stringify(value)?.slice(0, 30)}`,
          ...base,
          body: { ...baseBody, [field]: value },
        });
      if (schema.required?.includes(field)) {
        const { [field]: _missing, ...rest } = baseBody ?? {};
        cases.push({ label: `body without ${field}`, ...base, body: rest });
      }
    }
  }
  // A bounded, seeded sample: the valid base always, then the rest in a reproducible order.
  const next = random(seed);
  const [first, ...rest] = cases;
  const shuffled = rest
    .map((item) => ({ item, key: next() }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);
  return [first!, ...shuffled.slice(0, 70)];
}

const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
);

function urlOf(template: string, values: Record<string, string>, query: Record<string, string>): string {
  const path = template.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = values[name] ?? NIL;
    // Values with a percent sign are sent as written, to reach the router's own decoding.
    return value.includes('%') ? value : encodeURIComponent(value);
  });
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

const SIGNS_OUT = new Set(['deleteWebSession']);
/** A new session of the owner, signed as sign-in signs it (sign-in itself may be paused by the fuzzing). */
async function freshSessionHeaders() {
  const [user] = await t.database.db
    .select({ tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, owner.userId));
  const issued = await createTokenService(TEST_JWT_SECRET, systemClock).sign({
    userId: owner.userId,
    tokenVersion: user!.tokenVersion,
  });
  return { ...owner.headers, authorization: `Bearer ${issued.token}` };
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('finds the operations', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  for (const [index, { path, method, operation }] of operations.entries()) {
    it(`${method} ${path} never answers 5xx, errors have the error shape, statuses are declared`, async () => {
      const failures: string[] = [];
      const declared = new Set(Object.keys(operation.responses));
      for (const testCase of casesFor(operation, 1000 + index)) {
        const hasBody = method !== 'GET' && method !== 'DELETE';
        // Signing out revokes the session it is called with: each call gets a session of its own.
        const headers = SIGNS_OUT.has(operation.operationId) ? await freshSessionHeaders() : owner.headers;
        const response = await t.app.inject({
          method: method as 'GET',
          url: urlOf(path, testCase.path, testCase.query),
          headers: { ...headers, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
          ...(hasBody ? { payload: JSON.stringify(testCase.body ?? {}) } : {}),
        });
        if (response.statusCode >= 500)
          failures.push(`${testCase.label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        if (!declared.has(String(response.statusCode)))
          failures.push(
            `${testCase.label}: ${response.statusCode} is not among the declared ${[...declared].join(', ')}: ${response.body.slice(0, 200)}`,
          );
        if (response.statusCode >= 400) {
          const body = String(response.headers['content-type']).includes('json') ? response.json() : null;
          const shaped =
            body &&
            body.success === false &&
            ['code', 'error', 'message', 'hint'].every((key) => typeof body[key] === 'string');
          if (!shaped)
            failures.push(
              `${testCase.label}: ${response.statusCode} without the error shape: ${response.body.slice(0, 200)}`,
            );
        }
      }
      expect(failures).toEqual([]);
    });
  }
});

describe('values the database would refuse are refused first, naming the field', () => {
  const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: owner.headers, ...(payload ? { payload } : {}) });

  async function expectInvalid(response: Awaited<ReturnType<typeof send>>, field: string) {
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details.map((problem: { field: string }) => problem.field)).toContain(field);
  }

  it('refuses a NUL byte in any free text, in the body, the query or the path', async () => {
    await expectInvalid(
      await send('POST', '/time/manual', {
        startTime: '2026-01-05T09:00:00Z',
        endTime: '2026-01-05T10:00:00Z',
        notes: 'a\u0000b',
      }),
      'body.notes',
    );
    await expectInvalid(await send('POST', '/tracker/heartbeat', { clientInfo: 'v1\u0000' }), 'body.clientInfo');
    await expectInvalid(
      await send('POST', '/organizations/members', { email: 'nul@example.com', fullName: 'A\u0000', roleId: NIL }),
      'body.fullName',
    );
    await expectInvalid(await send('POST', '/projects', { name: 'P\u0000', description: 'd' }), 'body.name');
    await expectInvalid(
      await send('POST', '/time/timer/start', { notes: ['\u0000'] as unknown as string }),
      'body.notes.0',
    );
    await expectInvalid(await send('GET', '/time/entries?status=%00'), 'querystring.status');
    await expectInvalid(await send('GET', '/time/entries/a%00b'), 'params.entryId');
  });

  it('refuses dates outside 1970 to 9998, also as `to` and inside a cursor', async () => {
    await expectInvalid(await send('GET', '/time/entries?to=9999-12-31'), 'querystring.to');
    await expectInvalid(await send('GET', '/time/entries?from=0000-01-01'), 'querystring.from');
    await expectInvalid(await send('GET', '/time/entries?from=9999-12-31T23:00:00-05:00'), 'querystring.from');
    await expectInvalid(
      await send('POST', '/time/manual', { startTime: '0000-01-01T00:00:00Z', endTime: '0000-01-01T01:00:00Z' }),
      'body.startTime',
    );
    await expectInvalid(
      await send('GET', `/time/entries?cursor=${b64({ s: '0000-01-01T00:00:00.000Z', id: NIL })}`),
      'querystring.cursor',
    );
    expect((await send('GET', '/time/entries?from=1970-01-01&to=9998-12-31')).statusCode).toBe(200);
  });
});
