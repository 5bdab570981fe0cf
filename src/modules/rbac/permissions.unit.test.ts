import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, BUILT_IN_ROLES, IMPLIED_PERMISSIONS, canGrant, withImplied } from './permissions.js';
import { access } from '../../platform/auth/access.js';
import type { TenantContext } from '../../platform/auth/context.js';

const role = (key: string) => new Set(BUILT_IN_ROLES.find((candidate) => candidate.key === key)!.permissions);

describe('built-in roles', () => {
  it('nest: each role holds everything the one below it holds', () => {
    const [owner, admin, manager, member] = ['OWNER', 'ADMIN', 'MANAGER', 'MEMBER'].map(role);
    expect(canGrant(owner!, [...admin!])).toBe(true);
    expect(canGrant(admin!, [...manager!])).toBe(true);
    expect(canGrant(manager!, [...member!])).toBe(true);
  });

  it("give the Accountant money and everyone's time, not approvals, screenshots or tracking", () => {
    const accountant = role('ACCOUNTANT');
    for (const held of ['clients.manage', 'invoices.manage', 'financials.read', 'members.rates.read', 'time.read.all'])
      expect(accountant.has(held as never)).toBe(true);
    for (const withheld of [
      'time.approve',
      'screenshots.read.all',
      'activities.read.all',
      'time.track',
      'projects.manage',
    ])
      expect(accountant.has(withheld as never)).toBe(false);
    // An Admin may make someone an Accountant; a Manager, who sees no money, may not.
    expect(canGrant(role('ADMIN'), [...accountant])).toBe(true);
    expect(canGrant(role('MANAGER'), [...accountant])).toBe(false);
  });

  it('each hold everything their permissions imply', () => {
    for (const builtIn of BUILT_IN_ROLES) expect(withImplied(builtIn.permissions)).toEqual([...builtIn.permissions]);
  });

  it("give the spec's duties to the spec's roles", () => {
    expect(role('ADMIN').has('members.invite')).toBe(true);
    expect(role('OWNER').has('members.invite')).toBe(true);
    expect(role('MANAGER').has('members.invite')).toBe(false);
    expect(role('MANAGER').has('time.approve')).toBe(true);
    expect(role('ADMIN').has('time.approve')).toBe(true);
    expect(role('MEMBER').has('time.approve')).toBe(false);
  });

  it('reserve granting Owner to Owners', () => {
    expect(canGrant(role('ADMIN'), ALL_PERMISSIONS)).toBe(false);
    expect(canGrant(role('OWNER'), ALL_PERMISSIONS)).toBe(true);
  });
});

describe('withImplied', () => {
  it('adds what a permission brings, transitively, in catalogue order', () => {
    expect(withImplied(['projects.manage'])).toEqual([
      'projects.read',
      'projects.read.all',
      'projects.manage',
      'clients.manage',
    ]);
    expect(withImplied(['projects.read.all'])).toEqual(['projects.read', 'projects.read.all']);
    expect(withImplied(['invoices.manage', 'time.manage.all'])).toEqual([
      'members.read',
      'projects.read',
      'time.read.all',
      'time.manage.all',
      'financials.read',
      'invoices.manage',
    ]);
  });

  it('leaves a set that implies nothing more as it is, and drops duplicates', () => {
    expect(withImplied([])).toEqual([]);
    expect(withImplied(['ai.use', 'ai.use', 'members.read'])).toEqual(['members.read', 'ai.use']);
    for (const permission of ALL_PERMISSIONS) {
      const closed = withImplied([permission]);
      expect(withImplied(closed)).toEqual(closed);
    }
  });

  it('names only catalogue permissions on either side', () => {
    for (const [permission, implied] of Object.entries(IMPLIED_PERMISSIONS)) {
      expect(ALL_PERMISSIONS).toContain(permission);
      for (const key of implied) expect(ALL_PERMISSIONS).toContain(key);
    }
  });
});

describe('canGrant', () => {
  it('refuses a role with any permission the granter lacks', () => {
    expect(canGrant(new Set(['a', 'b']), ['a'])).toBe(true);
    expect(canGrant(new Set(['a']), ['a', 'c'])).toBe(false);
    expect(canGrant(new Set(), [])).toBe(true);
  });
});

describe('permission names', () => {
  // `npm test` type-checks this file: each @ts-expect-error fails the build if the line compiles.
  it('are checked by the compiler wherever a route or service names one', () => {
    // @ts-expect-error a misspelt permission is not a permission
    const misspelt = access.tenant('time.trak');
    const granted: TenantContext['permissions'] = new Set(['time.track'] as const);
    // @ts-expect-error only catalogue names can be asked for
    const unknown = granted.has('x');
    // @ts-expect-error a misspelt plan feature is not a plan feature
    const noSuchPlan = access.tenant({ permissions: ['ai.use'], plan: 'ai.teams' });
    expect(access.tenant('time.track')).toEqual({ kind: 'tenant', permissions: ['time.track'], plan: null });
    expect(access.tenant('time.read.all', 'ai.use', 'ai.use')).toEqual({
      kind: 'tenant',
      permissions: ['time.read.all', 'ai.use'],
      plan: null,
    });
    expect(access.tenant()).toEqual({ kind: 'tenant', permissions: [], plan: null });
    expect(misspelt).toEqual({ kind: 'tenant', permissions: ['time.trak'], plan: null });
    expect(noSuchPlan.plan).toBe('ai.teams');
    expect(unknown).toBe(false);
  });
});
