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
 * The plan features a route may require; filled by the organizations module like the permissions.
 * @public exported for that declaration merging, which knip does not follow.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PlanFeatureCatalogue {}
export type PlanFeatureName = Extract<keyof PlanFeatureCatalogue, string>;

export interface PublicAccess {
  readonly kind: 'public';
}
export interface BearerAccess {
  readonly kind: 'bearer';
}
export interface TenantAccess {
  readonly kind: 'tenant';
  /** The caller's role must hold every one of them (all, never any); empty: any active member. */
  readonly permissions: readonly PermissionName[];
  /** The feature the organization's plan in force must include (else 402 PLAN_REQUIRED); null: any plan. */
  readonly plan: PlanFeatureName | null;
}

/**
 * Every route declares who may call it:
 * - public: anyone;
 * - bearer: a signed-in user (Authorization header);
 * - tenant: an active member of the organization named by x-organization-id holding every one of
 *   `permissions`, in an organization whose plan includes `plan`.
 * The guard checks all of it before the handler runs; the route table, the OpenAPI document, the
 * tenancy matrix and docs/rbac.md all read it from here, so a check made by hand in a service is
 * one they cannot see.
 */
export type Access = PublicAccess | BearerAccess | TenantAccess;

interface TenantRequirements {
  permissions?: readonly PermissionName[];
  plan?: PlanFeatureName;
}

function tenant(...permissions: PermissionName[]): TenantAccess;
function tenant(requirements: TenantRequirements): TenantAccess;
function tenant(...args: PermissionName[] | [TenantRequirements]): TenantAccess {
  const [first] = args;
  const requirements: TenantRequirements =
    typeof first === 'object' ? first : { permissions: args as PermissionName[] };
  return Object.freeze({
    kind: 'tenant',
    permissions: Object.freeze([...new Set(requirements.permissions ?? [])]),
    plan: requirements.plan ?? null,
  });
}

export const access = {
  public: Object.freeze({ kind: 'public' }) as PublicAccess,
  bearer: Object.freeze({ kind: 'bearer' }) as BearerAccess,
  /**
   * `access.tenant()` any active member; `access.tenant('a', 'b')` a role holding a and b;
   * `access.tenant({ permissions: ['a'], plan: 'ai' })` also a plan that includes the feature.
   */
  tenant,
};

export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Supplied by the identity module; the platform only knows how to attach them. */
export interface AccessGuards {
  bearer: Guard;
  /** Signs in, finds the membership and checks every permission of `permissions`. */
  tenant: (permissions: readonly PermissionName[]) => Guard;
  /** Checks the organization's plan in force; runs after `tenant` has set request.tenant. */
  plan: (feature: PlanFeatureName) => Guard;
}
