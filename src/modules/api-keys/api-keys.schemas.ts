import { z } from 'zod';
import { instantSchema } from '../../platform/http/dates.js';
import { pageOf, pageQuery } from '../../platform/http/pagination.js';
import { nameField } from '../../platform/http/text-input.js';
import { permissionSetSchema } from '../rbac/index.js';

/** At least one key; stored as a role's are (permissionSetSchema). */
const permissionSet = permissionSetSchema.refine((keys) => keys.length > 0, 'name at least one permission');

export const createApiKeyBody = z
  .object({
    name: nameField(100).describe('What the key is for, e.g. "Payroll export"'),
    kind: z
      .enum(['PERSONAL', 'SERVICE'])
      .default('PERSONAL')
      .describe(
        "PERSONAL (default) acts as you; SERVICE acts for the organization (Owners and Admins: organization.manage) and needs 'permissions'",
      ),
    permissions: permissionSet
      .optional()
      .describe(
        "What the key may do, each one a permission you hold. Omitted on a PERSONAL key: everything your role allows, now and later. Required on a SERVICE key. A key never does more than its creator's role allows at the time of each request.",
      ),
    expiresAt: instantSchema
      .optional()
      .describe('When the key stops working: in the future, at most 2 years ahead. Omitted: never.'),
  })
  .refine((body) => body.kind === 'PERSONAL' || body.permissions !== undefined, {
    message: 'a SERVICE key needs its permissions listed',
    path: ['permissions'],
  });

export type CreateApiKeyInput = z.output<typeof createApiKeyBody>;

export const apiKeyParams = z.object({ keyId: z.uuid() });

export const listApiKeysQuery = z.object({
  status: z
    .enum(['ACTIVE', 'ALL'])
    .default('ALL')
    .describe('ACTIVE: only keys that still work (not revoked, not expired); ALL (default): every key'),
  ...pageQuery,
});

export type ListApiKeysQuery = z.output<typeof listApiKeysQuery>;

export const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(['PERSONAL', 'SERVICE']),
  prefix: z.string().describe('The first characters of the key, to recognise it; the key itself is never shown again'),
  permissions: z
    .array(z.string())
    .nullable()
    .describe("The key's own permissions; null: all of its member's (a PERSONAL key created without a list)"),
  status: z.enum(['ACTIVE', 'EXPIRED', 'REVOKED']),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable().describe('Updated at most once a minute'),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.object({ memberId: z.uuid(), userId: z.uuid(), name: z.string(), email: z.string() }),
});

export const apiKeysPageSchema = pageOf(apiKeySchema);

export const ownKeysEverywhereSchema = z.object({
  items: z.array(
    apiKeySchema.extend({
      organization: z.object({ id: z.uuid(), name: z.string() }).describe('Where the key works'),
    }),
  ),
});

export const createdApiKeySchema = apiKeySchema.extend({
  secret: z
    .string()
    .describe('The key: send it as "Authorization: Bearer <secret>". Shown only in this answer, never again.'),
});
