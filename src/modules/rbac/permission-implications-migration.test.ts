import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/support/database.js';
import { migrationsFolder } from '../../platform/db/migrations-folder.js';
import { rowsOf } from '../../platform/db/rows.js';
import { BUILT_IN_ROLES } from './permissions.js';

/**
 * Migration 0038 run for real on roles and keys stored before it: the custom ones get what their
 * permissions imply, the built-in ones their current definitions, and every organization the
 * Accountant role, without taking a name an organization already gave a role of its own. It
 * changes data only, so it runs here again on a migrated database holding rows in the old shape
 * (seconds, where migrating up to it from nothing takes half a minute).
 */
const MIGRATION = readFileSync(path.join(migrationsFolder, '0038_permission_implications.sql'), 'utf8');
const ORG_A = '00000000-0000-7000-8000-00000000000a';
const ORG_B = '00000000-0000-7000-8000-00000000000b';
const USER = '00000000-0000-7000-8000-0000000000f1';
const OLD_BUILT_IN: Record<string, string[]> = {
  OWNER: ['organization.manage', 'projects.manage', 'members.read'],
  MEMBER: ['members.read', 'projects.read', 'time.track', 'ai.use'],
};

describe('the migration that closes permission sets and adds the Accountant', () => {
  const opened = openTestDatabase();
  afterAll(async () => (await opened).destroy());
  const run = async (text: string) => {
    const { db } = (await opened).database;
    // One statement a call: a server runs a parameterless text of several only in simple mode.
    for (const statement of text.split(/--> statement-breakpoint|;\s*\n/))
      if (statement.trim()) await db.execute(sql.raw(statement));
  };
  const query = async <T>(text: string) => rowsOf<T>(await (await opened).database.db.execute(sql.raw(text)));

  it('closes stored sets, refreshes the built-in roles and adds one Accountant per organization', async () => {
    const role = (id: string, org: string, name: string, permissions: string[], key: string | null) =>
      `('${id}', '${org}', '${name}', ARRAY[${permissions.map((p) => `'${p}'`).join(',')}]::text[], ${key ? `'${key}'` : 'null'}, ${key !== null})`;
    await run(`
      insert into organizations (id, name) values ('${ORG_A}', 'A'), ('${ORG_B}', 'B');
      insert into users (id, email, full_name) values ('${USER}', 'a@example.com', 'A');
      insert into roles (id, org_id, name, permissions, built_in_key, is_built_in) values
        ${role('00000000-0000-7000-8000-000000000001', ORG_A, 'Owner', OLD_BUILT_IN.OWNER!, 'OWNER')},
        ${role('00000000-0000-7000-8000-000000000002', ORG_A, 'Member', OLD_BUILT_IN.MEMBER!, 'MEMBER')},
        ${role('00000000-0000-7000-8000-000000000003', ORG_A, 'Bookkeeping', ['ai.use', 'projects.read.all', 'invoices.manage'], null)},
        ${role('00000000-0000-7000-8000-000000000004', ORG_B, 'accountant', ['financials.read'], null)},
        ${role('00000000-0000-7000-8000-000000000005', ORG_B, 'Owner', OLD_BUILT_IN.OWNER!, 'OWNER')};
      insert into members (id, org_id, user_id, role_id, status) values
        ('00000000-0000-7000-8000-0000000000e1', '${ORG_A}', '${USER}', '00000000-0000-7000-8000-000000000001', 'ACTIVE');
      insert into api_keys (id, org_id, member_id, kind, name, display_prefix, key_hash, permissions) values
        ('00000000-0000-7000-8000-0000000000d1', '${ORG_A}', '00000000-0000-7000-8000-0000000000e1', 'SERVICE', 'Sync',
         'pk_x', 'hash-1', ARRAY['time.manage.all']::text[]),
        ('00000000-0000-7000-8000-0000000000d2', '${ORG_A}', '00000000-0000-7000-8000-0000000000e1', 'PERSONAL', 'Mine',
         'pk_y', 'hash-2', null);
    `);

    await run(MIGRATION);

    const rows = await query<{
      org_id: string;
      name: string;
      built_in_key: string | null;
      permissions: string[];
    }>('select org_id, name, built_in_key, permissions from roles order by org_id, lower(name)');
    const definition = (key: string) => [...BUILT_IN_ROLES.find((builtIn) => builtIn.key === key)!.permissions];
    expect(rows).toEqual([
      { org_id: ORG_A, name: 'Accountant', built_in_key: 'ACCOUNTANT', permissions: definition('ACCOUNTANT') },
      {
        org_id: ORG_A,
        name: 'Bookkeeping',
        built_in_key: null,
        // In catalogue order, with what each brings.
        permissions: ['projects.read', 'projects.read.all', 'financials.read', 'invoices.manage', 'ai.use'],
      },
      { org_id: ORG_A, name: 'Member', built_in_key: 'MEMBER', permissions: definition('MEMBER') },
      { org_id: ORG_A, name: 'Owner', built_in_key: 'OWNER', permissions: definition('OWNER') },
      { org_id: ORG_B, name: 'accountant', built_in_key: null, permissions: ['financials.read'] },
      {
        org_id: ORG_B,
        name: 'Accountant (built-in)',
        built_in_key: 'ACCOUNTANT',
        permissions: definition('ACCOUNTANT'),
      },
      { org_id: ORG_B, name: 'Owner', built_in_key: 'OWNER', permissions: definition('OWNER') },
    ]);
    const keys = await query<{ name: string; permissions: string[] | null }>(
      'select name, permissions from api_keys order by name',
    );
    expect(keys).toEqual([
      { name: 'Mine', permissions: null },
      { name: 'Sync', permissions: ['members.read', 'projects.read', 'time.read.all', 'time.manage.all'] },
    ]);
  });
});
