import { z } from 'zod';

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
