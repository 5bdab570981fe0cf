import { randomBytes } from 'node:crypto';
import { desc, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { outbox } from '../../src/platform/outbox/outbox.tables.js';
import { createOrganizationWithOwner } from '../../src/modules/members/index.js';
import { createUser, findUserById } from '../../src/modules/users/index.js';
import { hashPassword } from '../../src/platform/auth/passwords.js';
import { createTokenService } from '../../src/platform/auth/tokens.js';
import type { BuiltInRoleKey } from '../../src/modules/rbac/permissions.js';
import type { TestApp } from './app.js';

type BuiltInRole = BuiltInRoleKey;

export interface Actor {
  userId: string;
  memberId: string;
  orgId: string;
  email: string;
  password: string;
  token: string;
  /** Headers of a tenant request as this actor in their organization. */
  headers: Record<string, string>;
}

export const DEFAULT_PASSWORD = 'correct horse battery staple';

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.com`;
}

export function actorHeaders(token: string, orgId: string): Record<string, string> {
  return { authorization: `Bearer ${token}`, 'x-organization-id': orgId };
}

/** The newest email queued for `to`, as the outbox holds it (delivery is tested separately). */
export async function lastEmailTo(
  t: TestApp,
  to: string,
): Promise<{ subject: string; text: string; html?: string; fromName?: string }> {
  const [row] = await t.database.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(sql`${outbox.payload}->>'to' = ${to}`)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(1);
  if (!row) throw new Error(`no email queued for ${to}`);
  return row.payload as { subject: string; text: string; html?: string; fromName?: string };
}

export function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error(`no 6-digit code in: ${text}`);
  return match[1];
}

/**
 * A new organization and its owner, signed in, written straight to the database with the rows
 * sign-up writes (the user with accepted terms, the organization, its built-in roles, the owner's
 * membership) and a token from the app's own token service: no emailed code and no password hash
 * of its own. The sign-up flow itself is tested through the API by signUpOwner and
 * src/modules/auth/signup.test.ts.
 */
export async function registerOwner(t: TestApp, overrides: OwnerOverrides = {}): Promise<Actor> {
  const email = overrides.email ?? uniqueEmail('owner');
  const passwordHash = await defaultPasswordHash();
  const now = t.clock.now();
  const { userId, orgId, memberId } = await t.database.db.transaction(async (tx) => {
    const userId = await createUser(tx, {
      email,
      fullName: overrides.fullName ?? 'Olivia Owner',
      passwordHash,
      passwordSetByInviter: false,
      termsVersion: t.config.legal.termsVersion,
      now,
    });
    const created = await createOrganizationWithOwner(
      tx,
      { name: overrides.organizationName ?? 'Acme Agency', userId },
      t.clock,
    );
    return { userId, orgId: created.organization.id, memberId: created.memberId };
  });
  const token = await signedInToken(t, userId);
  return { userId, memberId, orgId, email, password: DEFAULT_PASSWORD, token, headers: actorHeaders(token, orgId) };
}

/** Sign-up through the public flow: send-otp, read the emailed code, verify-otp, register. */
export async function signUpOwner(t: TestApp, overrides: OwnerOverrides = {}): Promise<Actor> {
  const email = overrides.email ?? uniqueEmail('owner');
  const sent = await t.app.inject({ method: 'POST', url: '/api/v1/auth/send-otp', payload: { email } });
  expect(sent.statusCode).toBe(200);
  const otp = codeIn((await lastEmailTo(t, email)).text);
  const verified = await t.app.inject({ method: 'POST', url: '/api/v1/auth/verify-otp', payload: { email, otp } });
  expect(verified.statusCode).toBe(200);
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: {
      email,
      fullName: overrides.fullName ?? 'Olivia Owner',
      organizationName: overrides.organizationName ?? 'Acme Agency',
      password: DEFAULT_PASSWORD,
      otp,
      acceptedTerms: true,
    },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const data = registered.json().data;
  return {
    userId: data.user.id,
    memberId: data.organization.memberId,
    orgId: data.organization.id,
    email,
    password: DEFAULT_PASSWORD,
    token: data.token,
    headers: actorHeaders(data.token, data.organization.id),
  };
}

interface OwnerOverrides {
  email?: string;
  fullName?: string;
  organizationName?: string;
}

let passwordHashOfDefault: Promise<string> | undefined;

/** DEFAULT_PASSWORD hashed once per test process, at the cost the app hashes with. */
function defaultPasswordHash(): Promise<string> {
  return (passwordHashOfDefault ??= hashPassword(DEFAULT_PASSWORD));
}

/** A token for `userId` as a sign-in issues it: signed with the app's secret on the app's clock. */
export async function signedInToken(t: TestApp, userId: string): Promise<string> {
  const user = await findUserById(t.database.db, userId);
  if (!user) throw new Error(`no user ${userId}`);
  const issued = await createTokenService(t.config.jwtSecret, t.clock).sign({
    userId,
    tokenVersion: user.tokenVersion,
  });
  return issued.token;
}

export async function roleIdOf(t: TestApp, actor: Actor, key: BuiltInRole): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/rbac', headers: actor.headers });
  expect(response.statusCode, response.body).toBe(200);
  const role = response
    .json()
    .data.roles.find((candidate: { builtInKey: string | null }) => candidate.builtInKey === key);
  if (!role) throw new Error(`no built-in role ${key}`);
  return role.id;
}

/** A member added by `inviter` with a password (active at once) through the API, holding a token as a sign-in issues it. */
export async function addMember(
  t: TestApp,
  inviter: Actor,
  role: BuiltInRole,
  extra: { fullName?: string; costRate?: number; billableRate?: number; weeklyCapacityHours?: number } = {},
): Promise<Actor> {
  const email = uniqueEmail(role.toLowerCase());
  const roleId = await roleIdOf(t, inviter, role);
  const invited = await t.app.inject({
    method: 'POST',
    url: '/api/v1/organizations/members',
    headers: inviter.headers,
    payload: {
      email,
      fullName: extra.fullName ?? `${role[0]}${role.slice(1).toLowerCase()} Person`,
      roleId,
      password: DEFAULT_PASSWORD,
      ...extra,
    },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const member = invited.json().data.member;
  const token = await signedInToken(t, member.user.id);
  return {
    userId: member.user.id,
    memberId: member.id,
    orgId: inviter.orgId,
    email,
    password: DEFAULT_PASSWORD,
    token,
    headers: actorHeaders(token, inviter.orgId),
  };
}

/**
 * A member of a custom role holding `permissions` (created by `owner`, named `roleName`), signed in:
 * added as a Member, then given the role.
 */
export async function addMemberWithRole(
  t: TestApp,
  owner: Actor,
  roleName: string,
  permissions: string[],
  extra: { fullName?: string } = {},
): Promise<Actor> {
  const role = await t.app.inject({
    method: 'POST',
    url: '/api/v1/rbac/roles',
    headers: owner.headers,
    payload: { name: roleName, permissions },
  });
  expect(role.statusCode, role.body).toBe(201);
  const member = await addMember(t, owner, 'MEMBER', extra);
  const assigned = await t.app.inject({
    method: 'PATCH',
    url: `/api/v1/organizations/members/${member.memberId}`,
    headers: owner.headers,
    payload: { roleId: role.json().data.id },
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  return member;
}

/**
 * `person` joins `inviter`'s organization as a Member through the real invitation, keeping their
 * password and token: one user, two memberships. Answers the person as that organization's member.
 */
export async function joinOrganization(t: TestApp, person: Actor, inviter: Actor): Promise<Actor> {
  const invited = await t.app.inject({
    method: 'POST',
    url: '/api/v1/organizations/members',
    headers: inviter.headers,
    payload: { email: person.email, fullName: 'Joining Person', roleId: await roleIdOf(t, inviter, 'MEMBER') },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const token = new URL(invited.json().data.inviteUrl).searchParams.get('token');
  const accepted = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/accept-invite',
    payload: { token, password: person.password, acceptedTerms: true },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return {
    ...person,
    orgId: inviter.orgId,
    memberId: invited.json().data.member.id,
    headers: actorHeaders(person.token, inviter.orgId),
  };
}

export interface Cast {
  owner: Actor;
  admin: Actor;
  manager: Actor;
  member: Actor;
  /** The owner of a second, unrelated organization. */
  outsider: Actor;
}

/** One organization with one actor per built-in role, plus an outsider from another organization. */
export async function castOf(t: TestApp): Promise<Cast> {
  const owner = await registerOwner(t);
  const [admin, manager, member] = [
    await addMember(t, owner, 'ADMIN'),
    await addMember(t, owner, 'MANAGER'),
    await addMember(t, owner, 'MEMBER'),
  ];
  const outsider = await registerOwner(t, { organizationName: 'Other Org' });
  return { owner, admin, manager, member, outsider };
}
