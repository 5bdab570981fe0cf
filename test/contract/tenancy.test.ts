import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { planAllows, setPlan } from '../../src/modules/organizations/index.js';
import { BUILT_IN_ROLES } from '../../src/modules/rbac/permissions.js';
import type { Access, TenantAccess } from '../../src/platform/auth/access.js';
import { buildTestApp } from '../support/app.js';
import { addMember, castOf, registerOwner, type Actor, type Cast } from '../support/actors.js';

/**
 * Generated from the route table, so every new tenant route joins it: each route is called with
 * no token, with another organization's member, without the organization header, as each
 * built-in role, and as the Owner of an organization on each plan, and the guard must answer
 * exactly as the route's declared permissions (all of them) and plan feature say.
 */
const t = await buildTestApp();
const cast: Cast = await castOf(t);
// The cast's roles nest; the Accountant sits beside the Manager, so it is walked on its own.
const accountant = await addMember(t, cast.owner, 'ACCOUNTANT');
/** Owners of organizations on the plans an operator can set (the cast's own is on its trial). */
const ownerOnPlan = {} as Record<'FREE' | 'PRO' | 'TEAM', Actor>;
for (const plan of ['FREE', 'PRO', 'TEAM'] as const) {
  ownerOnPlan[plan] = await registerOwner(t, { organizationName: `${plan} plan` });
  await setPlan(t.database.db, ownerOnPlan[plan].orgId, plan);
}
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

const accessOf = (route: RouteOptions) => (route.config as { access: TenantAccess }).access;
const actorFor: Record<string, Actor> = {
  OWNER: cast.owner,
  ADMIN: cast.admin,
  MANAGER: cast.manager,
  ACCOUNTANT: accountant,
  MEMBER: cast.member,
};

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
        'as %s, passes the guard exactly when the role has every permission the route names',
        async (key, permissions) => {
          const actor = actorFor[key]!;
          const response = await call(route, actor.headers);
          const allowed = accessOf(route).permissions.every((permission) =>
            (permissions as readonly string[]).includes(permission),
          );
          if (allowed) {
            expect([401, 403]).not.toContain(response.statusCode);
            // Nil ids and an empty body are bad input, never a server error.
            expect(response.statusCode, response.body).toBeLessThan(500);
          } else expect(response.statusCode).toBe(403);
        },
      );

      it.each(Object.keys(ownerOnPlan) as Array<keyof typeof ownerOnPlan>)(
        "on the %s plan, passes the guard exactly when the plan includes the route's feature",
        async (plan) => {
          const response = await call(route, ownerOnPlan[plan].headers);
          const feature = accessOf(route).plan;
          if (feature === null || planAllows(plan, feature)) {
            expect([401, 403]).not.toContain(response.statusCode);
            if (feature !== null) expect(response.statusCode, response.body).not.toBe(402);
            expect(response.statusCode, response.body).toBeLessThan(500);
          } else {
            expect(response.statusCode).toBe(402);
            const cheapest = feature === 'ai' ? 'PRO' : 'TEAM';
            expect(response.json()).toMatchObject({ code: 'PLAN_REQUIRED', hint: expect.stringContaining(cheapest) });
          }
        },
      );
    },
  );
});
