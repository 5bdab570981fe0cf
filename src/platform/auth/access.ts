import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The permission names routes and services may ask for. The platform knows none of them: the rbac
 * module fills this interface by declaration merging from its catalogue, so a misspelt permission
 * (`access.tenant('time.trak')`) fails to compile without the platform importing a module.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PermissionCatalogue {}
export type PermissionName = Extract<keyof PermissionCatalogue, string>;

/**
 * Every route declares who may call it:
 * - public: anyone;
 * - bearer: a signed-in user (Authorization header);
 * - tenant: a member of the organization named by x-organization-id holding `permission`
 *   (null: any active member).
 */
export type Access =
  | { readonly kind: 'public' }
  | { readonly kind: 'bearer' }
  | { readonly kind: 'tenant'; readonly permission: PermissionName | null };

export const access = {
  public: { kind: 'public' } as const,
  bearer: { kind: 'bearer' } as const,
  tenant: (permission: PermissionName | null = null): Access => ({ kind: 'tenant', permission }),
};

export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Supplied by the identity module; the platform only knows how to attach them. */
export interface AccessGuards {
  bearer: Guard;
  tenant: (permission: PermissionName | null) => Guard;
}
