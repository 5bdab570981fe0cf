import { z } from 'zod';

export const healthSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  uptimeSeconds: z.number(),
  checks: z.object({
    database: z.object({ status: z.literal('up'), kind: z.enum(['pglite', 'postgres']), latencyMs: z.number() }),
  }),
});

const dependencySchema = z.object({
  status: z.enum(['up', 'down', 'not_configured']),
  required: z.boolean().describe('A required dependency down makes the instance unavailable (503)'),
  kind: z.string().describe('The implementation configured: pglite, postgres, redis, smtp, file, fs or s3'),
  latencyMs: z.number().nullable().describe("The last probe's round trip; null when down or not configured"),
});

export const readinessSchema = z.object({
  status: z.enum(['ready', 'degraded']).describe('degraded: an optional dependency (Redis, mail) is down'),
  checks: z.object({
    database: dependencySchema,
    redis: dependencySchema,
    mail: dependencySchema,
    storage: dependencySchema,
  }),
});

export const infoSchema = z.object({
  name: z.string(),
  version: z.string(),
  description: z.string(),
  documentation: z.url(),
  openapiSpec: z.url(),
  health: z.url(),
});

const authStepSchema = z.object({ method: z.string(), path: z.string(), description: z.string() });

export const authDocsSchema = z.object({
  headers: z.object({ authorization: z.string(), organization: z.string() }),
  tokenLifetime: z.string(),
  accessClasses: z.array(z.object({ name: z.enum(['public', 'bearer', 'tenant']), description: z.string() })),
  flows: z.array(z.object({ name: z.string(), description: z.string(), steps: z.array(authStepSchema) })),
  errors: z.array(z.object({ status: z.number(), code: z.string(), when: z.string() })),
});

export const openApiDocumentSchema = z.record(z.string(), z.unknown());
