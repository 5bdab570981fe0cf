import { describe, expect, it } from 'vitest';
import { planExport, SECRET_COLUMNS } from './export-scope.js';

const ORG = '0b9e6f7e-1f0a-4c3e-9a55-5d2a9a1f0c11';
const MEMBER = '5c3a1f0e-8d4b-4f7a-b3c2-9e0d1a2b3c4d';
const USER = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

const tables = [
  { name: 'organizations', columns: ['id', 'name', 'time_zone', 'plan'] },
  { name: 'users', columns: ['id', 'email', 'full_name', 'password_hash', 'oidc_subject'] },
  { name: 'members', columns: ['id', 'org_id', 'user_id', 'cost_rate', 'billable_rate'] },
  { name: 'time_entries', columns: ['id', 'org_id', 'member_id', 'notes', 'cost_rate', 'bill_rate'] },
  { name: 'projects', columns: ['id', 'org_id', 'name', 'client_name', 'share_token_hash', 'hourly_bill_rate'] },
  { name: 'invoices', columns: ['id', 'org_id', 'total'] },
  { name: 'api_keys', columns: ['id', 'org_id', 'key_hash'] },
  { name: 'otp_codes', columns: ['id', 'email', 'code_hash'] },
];

describe('what an Owner’s export holds', () => {
  const plans = planExport(tables, { kind: 'ORGANIZATION', orgId: ORG });
  const plan = (name: string) => plans.find((candidate) => candidate.name === name);

  it('takes every table of the organization, only its rows, without secrets', () => {
    expect(plans.map((candidate) => candidate.name)).toEqual([
      'organizations',
      'users',
      'members',
      'time_entries',
      'projects',
      'invoices',
    ]);
    expect(plan('organizations')!.where).toBe(`t.id = '${ORG}'::uuid`);
    expect(plan('invoices')!.where).toBe(`t.org_id = '${ORG}'::uuid`);
    expect(plan('users')!.where).toContain(`m.org_id = '${ORG}'::uuid`);
    expect(plan('users')!.columns).toEqual(['id', 'email', 'full_name']);
    expect(plan('projects')!.columns).not.toContain('share_token_hash');
    expect(plan('time_entries')!.columns).toContain('bill_rate');
  });

  it('refuses a new table that is neither the organization’s nor listed as left out', () => {
    expect(() =>
      planExport([...tables, { name: 'mystery', columns: ['id', 'payload'] }], { kind: 'ORGANIZATION', orgId: ORG }),
    ).toThrow(/mystery/);
  });

  it('never names a secret column it would write', () => {
    for (const candidate of plans)
      for (const secret of SECRET_COLUMNS[candidate.name] ?? []) expect(candidate.columns).not.toContain(secret);
  });

  it('puts nothing but a uuid into its SQL', () => {
    expect(() => planExport(tables, { kind: 'ORGANIZATION', orgId: "x' or 1=1 --" })).toThrow(/not a uuid/);
  });
});

describe('what a member’s own export holds', () => {
  const plans = planExport(tables, { kind: 'MEMBER', orgId: ORG, memberId: MEMBER, userId: USER });
  const plan = (name: string) => plans.find((candidate) => candidate.name === name);

  it('takes their rows with names, and leaves rates and the organization’s business out', () => {
    expect(plans.map((candidate) => candidate.name)).toEqual([
      'organizations',
      'users',
      'members',
      'time_entries',
      'projects',
    ]);
    expect(plan('time_entries')!.where).toBe(`t.org_id = '${ORG}'::uuid and t.member_id = '${MEMBER}'::uuid`);
    expect(plan('time_entries')!.columns).toEqual(['id', 'org_id', 'member_id', 'notes']);
    expect(plan('members')!.columns).toEqual(['id', 'org_id', 'user_id']);
    expect(plan('projects')!.columns).toEqual(['id', 'name', 'client_name']);
    expect(plan('organizations')!.columns).toEqual(['id', 'name', 'time_zone']);
    expect(plan('users')!.where).toBe(`t.id = '${USER}'::uuid`);
  });
});
