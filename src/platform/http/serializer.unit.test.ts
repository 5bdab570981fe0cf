import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z, type ZodType } from 'zod';
import { envelope } from './envelope.js';
import { responseSerializerCompiler } from './serializer.js';

function serializer(schema: ZodType, checkResponses = false) {
  const compile = responseSerializerCompiler({ checkResponses });
  return compile({ schema, method: 'GET', url: '/thing', httpStatus: '200' }) as (data: unknown) => string;
}

const thing = envelope(
  z.object({
    id: z.uuid(),
    name: z.string(),
    note: z.string().nullable(),
    tags: z.array(z.enum(['a', 'b'])),
    hours: z.number(),
  }),
);
const value = {
  success: true,
  data: { id: '0195e9b4-6f6c-7a4e-9f1e-0123456789ab', name: 'Ann "A" \u00e9', note: null, tags: ['a'], hours: 1.5 },
};

describe('responseSerializerCompiler', () => {
  it('writes what zod writes, and only the properties the schema names', () => {
    const withSecret = { ...value, data: { ...value.data, passwordHash: 'argon2id$secret' } };
    const body = serializer(thing)(withSecret);
    expect(JSON.parse(body)).toEqual(value);
    expect(body).not.toContain('passwordHash');
    expect(serializer(thing, true)(withSecret)).toBe(JSON.stringify(value));
  });

  it('leaves a schema whose sent form differs from what the handler returns (a codec, a Date) to zod', () => {
    const instant = z.codec(z.iso.datetime(), z.date(), {
      decode: (text) => new Date(text),
      encode: (date) => date.toISOString(),
    });
    const at = new Date(Date.UTC(2026, 10, 24, 9));
    expect(serializer(z.object({ at: instant }))({ at })).toBe('{"at":"2026-11-24T09:00:00.000Z"}');
    expect(serializer(z.object({ at: z.date() }))({ at })).toBe('{"at":"2026-11-24T09:00:00.000Z"}');
    expect(() => serializer(z.object({ at: z.date() }))({ at: 'not a date' })).toThrow();
  });

  it('answers data that breaks the schema as zod does: a response serialization error (a 500)', () => {
    const missingName = { ...value, data: { ...value.data, name: undefined } };
    for (const checkResponses of [false, true]) {
      let thrown: unknown;
      try {
        serializer(thing, checkResponses)(missingName);
      } catch (error) {
        thrown = error;
      }
      expect(isResponseSerializationError(thrown)).toBe(true);
    }
  });
});
