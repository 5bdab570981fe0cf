import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';

type SerializerCompiler = Parameters<ReturnType<typeof createSerializerCompiler>>[0];
type Serialize = (data: unknown) => string;

/** zod's check and encoding, then JSON.stringify: a wrong answer is a 500, never sent. */
const checkedCompiler = createSerializerCompiler({});

/**
 * The JSON Schema fast-json-stringify serializes `schema` by, or null when that could answer
 * differently from zod: a transform, a codec or a default makes what the handler returns differ
 * from what is sent (its input and output schemas differ), and a Date or a custom type has no JSON
 * Schema at all. Those keep zod's serializer.
 */
function plainJsonSchema(schema: ZodType): Record<string, unknown> | null {
  try {
    const options = { unrepresentable: 'throw', target: 'draft-7' } as const;
    const output = z.toJSONSchema(schema, { ...options, io: 'output' });
    const input = z.toJSONSchema(schema, { ...options, io: 'input' });
    // An object's output schema refuses unknown keys where its input schema accepts them: not a difference in the data.
    const shape = (json: unknown) =>
      JSON.stringify(json, (key, value: unknown) =>
        key === 'additionalProperties' && value === false ? undefined : value,
      );
    return shape(output) === shape(input) ? output : null;
  } catch {
    return null;
  }
}

function zodSchemaOf(schema: unknown): ZodType | null {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  return properties instanceof z.ZodType ? properties : null;
}

/** fast-json-stringify's serializer of the route's schema, or null where only zod's may answer. */
function compiledSerializer(route: SerializerCompiler): Serialize | null {
  const schema = zodSchemaOf(route.schema);
  const json = schema ? plainJsonSchema(schema) : null;
  if (!json) return null;
  try {
    return fastJson(json) as Serialize;
  } catch {
    return null;
  }
}

/**
 * Response serializers: fast-json-stringify compiled from the route's response schema. Like zod's,
 * it writes only the properties the schema names (an unlisted field of a row never leaks), but it
 * does not check every value on the way out. Whatever it cannot write (a required field missing, a
 * union no branch of which fits) goes to zod's serializer, which answers it as before: a logged 500.
 *
 * `checkResponses` (the tests) answers with zod's check and encoding, and fails the response when
 * the compiled serializer would have written anything else: every test of a route then shows both
 * that its answers match the schema and that production writes them the same.
 */
export function responseSerializerCompiler(options: { checkResponses: boolean }): FastifySerializerCompiler<unknown> {
  const compile = serializerOf(options);
  // Compiled on a route's first answer, not at startup: of ~1,200 route × status schemas a server
  // answers a few hundred, and each compiled one holds generated code on the heap for good.
  return ((route: SerializerCompiler) => {
    let serialize: Serialize | undefined;
    return (data: unknown) => (serialize ??= compile(route))(data);
  }) as FastifySerializerCompiler<unknown>;
}

function serializerOf(options: { checkResponses: boolean }) {
  return (route: SerializerCompiler): Serialize => {
    const checked = checkedCompiler(route) as Serialize;
    const fast = compiledSerializer(route);
    if (!fast) return checked;
    if (options.checkResponses) {
      return (data: unknown) => {
        const body = checked(data);
        let compiled: string | undefined;
        try {
          compiled = fast(data);
        } catch {
          // Left undefined: the comparison below fails.
        }
        if (compiled === undefined || !isDeepStrictEqual(JSON.parse(compiled), JSON.parse(body))) {
          throw new Error(
            `The compiled serializer of ${route.method} ${route.url} (${route.httpStatus}) wrote ${String(compiled)} where zod wrote ${body}`,
          );
        }
        return body;
      };
    }
    return (data: unknown) => {
      try {
        return fast(data);
      } catch {
        return checked(data);
      }
    };
  };
}
