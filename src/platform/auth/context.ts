import type { FastifyRequest } from 'fastify';
import type { PermissionName } from './access.js';

/** Who is calling, once a bearer token has been verified against the database. */
export interface AuthContext {
  readonly userId: string;
  readonly email: string;
}

/** Who is calling within which organization, with the permissions of their role there. */
export interface TenantContext extends AuthContext {
  readonly orgId: string;
  readonly memberId: string;
  readonly role: { readonly id: string; readonly name: string; readonly builtInKey: string | null };
  readonly permissions: ReadonlySet<PermissionName>;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    tenant: TenantContext | null;
  }
}

/** The caller of a bearer or tenant route; the guard has already refused anyone else. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new Error('authOf() called on a route without bearer or tenant access');
  return request.auth;
}

export function tenantOf(request: FastifyRequest): TenantContext {
  if (!request.tenant) throw new Error('tenantOf() called on a route without tenant access');
  return request.tenant;
}
