import { describe, expect, it } from 'vitest';
import { permissionsOf } from '../auth';
import { canGrant, membersAccess } from './access';
import { parseCapacity, parseRate } from './amounts';
import { countByStatus, filterMembers } from './member-filter';
import { changedTerms, checkTerms, draftOf } from './member-terms';
import { broughtBy, groupPermissions } from './permission-groups';

const member = (fullName: string, email: string, role: string, status: 'ACTIVE' | 'INVITED' | 'DEACTIVATED') => ({
  user: { fullName, email },
  role: { name: role },
  status,
});

describe('permissionsOf and membersAccess', () => {
  const roles = [
    { name: 'Owner', permissions: ['members.read', 'members.manage', 'members.invite', 'members.rates.read'] },
    { name: 'Member', permissions: ['members.read'] },
  ];

  it('finds the role by name ignoring case; an unknown role holds nothing', () => {
    expect([...permissionsOf(roles, 'member')]).toEqual(['members.read']);
    expect(permissionsOf(roles, 'Ghost').size).toBe(0);
    expect(permissionsOf(roles, undefined).size).toBe(0);
  });

  it('reads what the screens offer from the permissions', () => {
    expect(membersAccess(permissionsOf(roles, 'Member'))).toEqual({
      list: true,
      seeRates: false,
      invite: false,
      manage: false,
      manageRoles: false,
    });
    expect(membersAccess(permissionsOf(roles, 'Owner'))).toMatchObject({ seeRates: true, invite: true, manage: true });
  });

  it('grants a role only when every one of its permissions is held', () => {
    const mine = new Set(['a', 'b']);
    expect(canGrant(mine, ['a'])).toBe(true);
    expect(canGrant(mine, [])).toBe(true);
    expect(canGrant(mine, ['a', 'c'])).toBe(false);
  });
});

describe('amounts', () => {
  it('takes blank as none and up to 2 decimals with a point or a comma', () => {
    expect(parseRate('')).toEqual({ ok: true, value: null });
    expect(parseRate(' 85 ')).toEqual({ ok: true, value: 85 });
    expect(parseRate('85,5')).toEqual({ ok: true, value: 85.5 });
    expect(parseRate('1000000')).toEqual({ ok: true, value: 1_000_000 });
  });

  it('refuses what the server refuses', () => {
    for (const text of ['-1', '1.234', 'abc', '1e3', '1000000.01']) expect(parseRate(text)).toEqual({ ok: false });
    expect(parseCapacity('168')).toEqual({ ok: true, value: 168 });
    expect(parseCapacity('168.5')).toEqual({ ok: false });
  });
});

describe('filterMembers', () => {
  const members = [
    member('José Núñez', 'jose@example.com', 'Manager', 'ACTIVE'),
    member('Grace Hopper', 'grace@example.com', 'Member', 'INVITED'),
    member('Ada Lovelace', 'ada@example.com', 'Owner', 'DEACTIVATED'),
  ];

  it('narrows by status and by every word in name, email or role, ignoring case and accents', () => {
    expect(filterMembers(members, 'ALL', '').length).toBe(3);
    expect(filterMembers(members, 'INVITED', '').map((m) => m.user.fullName)).toEqual(['Grace Hopper']);
    expect(filterMembers(members, 'ALL', 'jose nunez').map((m) => m.user.fullName)).toEqual(['José Núñez']);
    expect(filterMembers(members, 'ALL', 'owner').map((m) => m.user.fullName)).toEqual(['Ada Lovelace']);
    expect(filterMembers(members, 'ACTIVE', 'grace')).toEqual([]);
  });

  it('counts each status', () => {
    expect(countByStatus(members)).toEqual({ ALL: 3, ACTIVE: 1, INVITED: 1, NOT_INVITED: 0, DEACTIVATED: 1 });
  });

  it('tells an INVITED member no invitation was sent to apart as not invited', () => {
    const imported = { ...member('Nia Notyet', 'nia@example.com', 'Member', 'INVITED'), invitationSentAt: null };
    const sent = {
      ...member('Ivy Invited', 'ivy@example.com', 'Member', 'INVITED'),
      invitationSentAt: '2026-12-01T09:00:00Z',
    };
    expect(filterMembers([imported, sent], 'NOT_INVITED', '').map((m) => m.user.fullName)).toEqual(['Nia Notyet']);
    expect(filterMembers([imported, sent], 'INVITED', '').map((m) => m.user.fullName)).toEqual(['Ivy Invited']);
    expect(countByStatus([imported, sent])).toMatchObject({ INVITED: 1, NOT_INVITED: 1 });
  });
});

describe('member terms', () => {
  const current = { role: { id: 'r1' }, billableRate: 120, costRate: null, weeklyCapacityHours: 40 };

  it('names each field that is wrong', () => {
    const checked = checkTerms({ roleId: 'r1', billableRate: 'lots', costRate: '', capacity: '200' });
    expect(checked).toEqual({
      ok: false,
      errors: { billableRate: 'members.invalidRate', capacity: 'members.invalidCapacity' },
    });
  });

  it('sends only what changed, a cleared field as null', () => {
    const before = checkTerms(draftOf(current));
    const after = checkTerms({ ...draftOf(current), roleId: 'r2', capacity: '', costRate: '60' });
    if (!before.ok || !after.ok) throw new Error('expected valid terms');
    expect(changedTerms(before.terms, after.terms)).toEqual({ roleId: 'r2', costRate: 60, weeklyCapacityHours: null });
    expect(changedTerms(before.terms, before.terms)).toEqual({});
  });
});

describe('groupPermissions', () => {
  it('groups in reading order, keeps the catalogue order inside, and puts unknown keys in Other', () => {
    const groups = groupPermissions([
      { key: 'time.track', description: 'Track', implies: [] },
      { key: 'members.read', description: 'List', implies: [] },
      { key: 'roles.manage', description: 'Roles', implies: [] },
      { key: 'teleport.use', description: 'Teleport', implies: [] },
    ]);
    expect(groups.map((group) => [group.title, group.permissions.map((p) => p.key)])).toEqual([
      ['members.groupPeople', ['members.read', 'roles.manage']],
      ['members.groupTime', ['time.track']],
      ['members.groupOther', ['teleport.use']],
    ]);
    expect(groups[2]!.permissions[0]).toEqual({ key: 'teleport.use', label: null, description: 'Teleport' });
    expect(groups[0]!.permissions[0]!.label).toBe('members.permMembersRead');
  });
});

describe('broughtBy', () => {
  const catalogue = [
    { key: 'projects.read', description: '', implies: [] },
    { key: 'projects.read.all', description: '', implies: ['projects.read'] },
    { key: 'projects.manage', description: '', implies: ['projects.read.all', 'clients.manage'] },
    { key: 'clients.manage', description: '', implies: ['projects.read'] },
  ];

  it('names what the chosen permissions bring, transitively, with the one that brings it', () => {
    expect(broughtBy(new Set(['projects.manage']), catalogue)).toEqual(
      new Map([
        ['projects.read.all', 'projects.manage'],
        ['projects.read', 'projects.manage'],
        ['clients.manage', 'projects.manage'],
      ]),
    );
  });

  it('leaves out what was chosen itself, and brings nothing for a permission that implies nothing', () => {
    expect(broughtBy(new Set(['projects.read.all', 'projects.read']), catalogue)).toEqual(new Map());
    expect(broughtBy(new Set(['projects.read']), catalogue)).toEqual(new Map());
  });
});
