import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES } from '../../src/modules/rbac/permissions.js';
import type { Access } from '../../src/platform/auth/access.js';
import { buildTestApp } from '../support/app.js';
import { castOf, type Actor, type Cast } from '../support/actors.js';

/**
 * Generated from the route table, so every new tenant route joins it: each route is called with
 * no token, with another organization's member, without the organization header, and as each
 * built-in role, and the guard must answer exactly as the role's permissions say.
 */
const t = await buildTestApp();
const cast: Cast = await castOf(t);
afterAll(() => t.close());

const NIL = '00000000-0000-4000-8000-000000000000';
const tenantRoutes = t.app.routeTable.routes.filter(
  (route) =>
    route.url.startsWith('/api/v1/') &&
    route.method !== 'HEAD' &&
    (route.config as { access?: Access }).access?.kind === 'tenant',
);

function call(route: RouteOptions, headers: Record<string, string>) {
  return t.app.inject({
    method: route.method as 'GET',
    url: route.url.replace(/:[A-Za-z]+/g, NIL),
    headers: { ...headers, 'content-type': 'application/json' },
    payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
  });
}

const permissionOf = (route: RouteOptions) =>
  (route.config as { access: { permission: string | null } }).access.permission;
const actorFor: Record<string, keyof Cast> = { OWNER: 'owner', ADMIN: 'admin', MANAGER: 'manager', MEMBER: 'member' };

describe('tenancy matrix', () => {
  it('covers the tenant routes', () => {
    expect(tenantRoutes.length).toBeGreaterThanOrEqual(6);
  });

  describe.each(tenantRoutes.map((route) => [`${String(route.method)} ${route.url}`, route] as const))(
    '%s',
    (_name, route) => {
      it('refuses a request without a token (401)', async () => {
        const response = await call(route, { 'x-organization-id': cast.owner.orgId });
        expect(response.statusCode).toBe(401);
        expect(response.json().code).toBe('UNAUTHORIZED');
      });

      it('refuses a forged token (401)', async () => {
        const response = await call(route, {
          authorization: `Bearer ${cast.owner.token.slice(0, -4)}AAAA`,
          'x-organization-id': cast.owner.orgId,
        });
        expect(response.statusCode).toBe(401);
      });

      it('refuses a missing or malformed organization header (400)', async () => {
        const missing = await call(route, { authorization: `Bearer ${cast.owner.token}` });
        expect(missing.statusCode).toBe(400);
        const malformed = await call(route, {
          authorization: `Bearer ${cast.owner.token}`,
          'x-organization-id': 'acme',
        });
        expect(malformed.statusCode).toBe(400);
      });

      it('refuses a member of another organization (403)', async () => {
        const response = await call(route, {
          authorization: `Bearer ${cast.outsider.token}`,
          'x-organization-id': cast.owner.orgId,
        });
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('NOT_A_MEMBER');
      });

      it.each(BUILT_IN_ROLES.map((role) => [role.key, role.permissions] as const))(
        'as %s, passes the guard exactly when the role has the permission',
        async (key, permissions) => {
          const actor: Actor = cast[actorFor[key]!];
          const response = await call(route, actor.headers);
          const permission = permissionOf(route);
          const allowed = permission === null || (permissions as readonly string[]).includes(permission);
          if (allowed) {
            expect([401, 403]).not.toContain(response.statusCode);
            // Nil ids and an empty body are bad input, never a server error.
            expect(response.statusCode, response.body).toBeLessThan(500);
          } else expect(response.statusCode).toBe(403);
        },
      );
    },
  );
});
