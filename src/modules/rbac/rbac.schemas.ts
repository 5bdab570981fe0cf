import { z } from 'zod';
import { ALL_PERMISSIONS, isPermission, type Permission } from './permissions.js';
import { nameField } from '../../platform/http/text-input.js';

export const roleSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  permissions: z.array(z.string()),
  builtIn: z.boolean(),
  builtInKey: z.enum(['OWNER', 'ADMIN', 'MANAGER', 'MEMBER']).nullable(),
});

export const rbacSchema = z.object({
  roles: z.array(roleSchema),
  permissions: z.array(z.object({ key: z.string(), description: z.string() })).describe('The permission catalogue'),
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

/** Duplicates are dropped and the set is stored in catalogue order, so equal roles read alike. */
const permissionSet = z
  .array(permissionKey)
  .max(200)
  .transform((keys): Permission[] => ALL_PERMISSIONS.filter((permission) => keys.includes(permission)))
  .describe('Permission keys from the catalogue');

export const createRoleBody = z.object({
  name: roleName,
  description: roleDescription.optional(),
  permissions: permissionSet,
});

export const updateRoleBody = z
  .object({
    name: roleName.optional(),
    description: roleDescription.nullable().optional(),
    permissions: permissionSet.optional().describe('Replaces the whole set'),
  })
  .refine((body) => Object.keys(body).length > 0, 'send at least one field to change');

export const roleParams = z.object({ roleId: z.uuid() });

export const deletedRoleSchema = z.object({ id: z.uuid(), deleted: z.literal(true) });

export type CreateRoleInput = z.output<typeof createRoleBody>;
export type UpdateRoleInput = z.output<typeof updateRoleBody>;
