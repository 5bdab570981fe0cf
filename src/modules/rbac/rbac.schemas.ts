import { z } from 'zod';
import { BUILT_IN_ROLE_KEYS, isPermission, withImplied, type Permission } from './permissions.js';
import { nameField } from '../../platform/http/text-input.js';

export const roleSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  permissions: z.array(z.string()),
  builtIn: z.boolean(),
  builtInKey: z.enum(BUILT_IN_ROLE_KEYS).nullable(),
});

export const rbacSchema = z.object({
  roles: z.array(roleSchema),
  permissions: z
    .array(
      z.object({
        key: z.string(),
        description: z.string(),
        implies: z.array(z.string()).describe('What holding it brings with it, directly (docs/rbac.md)'),
      }),
    )
    .describe('The permission catalogue'),
});

const roleName = nameField(60).describe('Unique in the organization, ignoring case (built-in names included)');

/** Blank means none, so a client can clear it with "" as well as null. */
const roleDescription = z
  .string()
  .trim()
  .max(500)
  .transform((text) => (text === '' ? null : text));

const permissionKey = z.string().superRefine((key, ctx) => {
  // Named in the message, so the caller sees which key is wrong without reading details.
  if (!isPermission(key))
    ctx.addIssue({ code: 'custom', message: `unknown permission '${key}'; GET /rbac lists the catalogue` });
});

/**
 * A set of catalogue keys as it is stored: with what they imply (IMPLIED_PERMISSIONS), without
 * duplicates, in catalogue order, so equal sets read alike. Roles and API keys take it alike.
 */
export const permissionSetSchema = z
  .array(permissionKey)
  .max(200)
  .transform((keys): Permission[] => withImplied(keys.filter(isPermission)))
  .describe('Permission keys from the catalogue; each brings what it implies (docs/rbac.md)');

export const createRoleBody = z.object({
  name: roleName,
  description: roleDescription.optional(),
  permissions: permissionSetSchema,
});

export const updateRoleBody = z
  .object({
    name: roleName.optional(),
    description: roleDescription.nullable().optional(),
    permissions: permissionSetSchema.optional().describe('Replaces the whole set'),
  })
  .refine((body) => Object.keys(body).length > 0, 'send at least one field to change');

export const roleParams = z.object({ roleId: z.uuid() });

export const deletedRoleSchema = z.object({ id: z.uuid(), deleted: z.literal(true) });

export type CreateRoleInput = z.output<typeof createRoleBody>;
export type UpdateRoleInput = z.output<typeof updateRoleBody>;
