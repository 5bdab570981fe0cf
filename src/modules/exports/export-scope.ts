/**
 * What an export holds (docs/exporting.md): for the Owner, every table the organization owns,
 * less secrets; for a member, their own data with the names that make it readable. Every table of
 * the schema is named here, exported or left out with the reason the manifest gives, and
 * export-scope.unit.test.ts fails when a new table is in neither list, so none is forgotten.
 */

export type ExportScope =
  { kind: 'ORGANIZATION'; orgId: string } | { kind: 'MEMBER'; orgId: string; memberId: string; userId: string };

/** A table the export writes: which of its columns, and which rows (an SQL condition on alias t). */
export interface TablePlan {
  name: string;
  columns: string[];
  where: string;
}

/** A table of the schema as the planner needs it. */
interface TableInfo {
  name: string;
  columns: string[];
}

/** Tables no organization owns: the installation's sign-in and job bookkeeping. */
const INSTALLATION_TABLES: Record<string, string> = {
  auth_throttle: 'sign-in attempt counters of this installation',
  job_runs: 'which process runs the periodic jobs',
  otp_codes: 'sign-in codes, secret and minutes-long',
  outbox: 'messages waiting to leave this installation',
  revoked_sessions: 'signed-out sessions of this installation',
};

/** Tables of the organization the Owner's export leaves out, and why (the manifest carries the words). */
const ORGANIZATION_TABLES_LEFT_OUT: Record<string, string> = {
  api_keys: 'API keys are secrets of this installation: create new ones where you move to.',
  idempotency_keys: 'Answers to recent requests kept for a day to stop duplicates; some hold API keys.',
  invites: 'Invitation links are secrets and expire: invite people again.',
  payment_connections: "Payment providers' keys are sealed with this installation's key: connect the provider again.",
  payment_events: 'Which payment-provider notifications this installation has handled.',
  screenshot_storage_journal: 'Bookkeeping of files being stored or removed.',
  tracker_presence: 'Which desktop tracker was heard from last: live state.',
  data_exports: 'The downloads themselves.',
  time_rollup_days: 'Totals computed from the time entries, rebuilt from them.',
  time_rollup_member_days: 'Totals computed from the time entries, rebuilt from them.',
  time_rollup_member_months: 'Totals computed from the time entries, rebuilt from them.',
  time_rollup_project_days: 'Totals computed from the time entries, rebuilt from them.',
  time_rollup_project_totals: 'Totals computed from the time entries, rebuilt from them.',
  time_rollup_rebuilds: 'Progress of a rebuild of those totals.',
};

/** Columns never written: password hashes, portal-link secrets and webhook signing secrets. */
export const SECRET_COLUMNS: Record<string, readonly string[]> = {
  users: ['password_hash', 'oidc_subject'],
  projects: ['share_token_hash', 'share_password_hash', 'share_token_nonce'],
  webhook_subscriptions: ['secret', 'previous_secret'],
};

/** Columns holding the storage key of a file the archive carries (screenshots, the invoice logo). */
export const FILE_COLUMNS: Record<string, readonly string[]> = {
  screenshots: ['image_key', 'thumbnail_key'],
  billing_profiles: ['logo_key'],
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A uuid as an SQL literal; anything else is refused, so no text reaches the SQL it is put in. */
function literal(id: string): string {
  if (!UUID.test(id)) throw new Error(`not a uuid: ${id}`);
  return `'${id}'::uuid`;
}

const without = (columns: string[], dropped: readonly string[] = []) =>
  columns.filter((column) => !dropped.includes(column));

/** The tables and rows of the Owner's export, in the order given. */
function organizationPlan(tables: TableInfo[], orgId: string): TablePlan[] {
  const org = literal(orgId);
  const plans: TablePlan[] = [];
  for (const table of tables) {
    if (table.name in INSTALLATION_TABLES || table.name in ORGANIZATION_TABLES_LEFT_OUT) continue;
    const where =
      table.name === 'organizations'
        ? `t.id = ${org}`
        : table.name === 'users'
          ? `t.id in (select m.user_id from members m where m.org_id = ${org})`
          : table.columns.includes('org_id')
            ? `t.org_id = ${org}`
            : null;
    if (where === null) throw new Error(`table ${table.name} is neither the organization's nor listed as left out`);
    plans.push({ name: table.name, columns: without(table.columns, SECRET_COLUMNS[table.name]), where });
  }
  return plans;
}

/**
 * A member's own data (GDPR Article 20): their profile and membership, their time, timesheets,
 * screenshots, activity, notifications and preferences, plus the names of the projects, tasks and
 * tags their time is on. Rates are left out: they are the organization's terms, not data the
 * member provided, and a member's role may not show them.
 */
function memberPlan(tables: TableInfo[], scope: Extract<ExportScope, { kind: 'MEMBER' }>): TablePlan[] {
  const org = literal(scope.orgId);
  const member = literal(scope.memberId);
  const mine = `t.org_id = ${org} and t.member_id = ${member}`;
  const myEntries = `select e.id from time_entries e where e.org_id = ${org} and e.member_id = ${member}`;
  const rules: Record<string, { where: string; columns?: string[]; drop?: readonly string[] }> = {
    organizations: { where: `t.id = ${org}`, columns: ['id', 'name', 'time_zone'] },
    users: { where: `t.id = ${literal(scope.userId)}`, drop: SECRET_COLUMNS.users },
    members: { where: `t.id = ${member}`, drop: ['cost_rate', 'billable_rate'] },
    time_entries: { where: mine, drop: ['cost_rate', 'bill_rate'] },
    time_entry_tags: { where: `t.org_id = ${org} and t.time_entry_id in (${myEntries})` },
    timesheet_weeks: { where: mine },
    screenshots: { where: mine },
    screenshot_capture_requests: { where: mine },
    activity_slots: { where: mine },
    activity_slot_usages: {
      where: `t.org_id = ${org} and t.slot_id in (select s.id from activity_slots s where s.org_id = ${org} and s.member_id = ${member})`,
    },
    activity_day_totals: { where: mine },
    activity_day_usages: { where: mine },
    notifications: { where: mine },
    alert_preferences: { where: mine },
    project_members: { where: mine },
    projects: {
      where: `t.org_id = ${org} and (t.id in (select e.project_id from time_entries e where e.org_id = ${org} and e.member_id = ${member})
        or t.id in (select p.project_id from project_members p where p.org_id = ${org} and p.member_id = ${member}))`,
      columns: ['id', 'name', 'client_name'],
    },
    tasks: {
      where: `t.org_id = ${org} and t.id in (select e.task_id from time_entries e where e.org_id = ${org} and e.member_id = ${member})`,
      columns: ['id', 'project_id', 'name'],
    },
    tags: {
      where: `t.org_id = ${org} and t.id in (select g.tag_id from time_entry_tags g where g.org_id = ${org} and g.time_entry_id in (${myEntries}))`,
      columns: ['id', 'name'],
    },
  };
  return tables.flatMap((table) => {
    const rule = rules[table.name];
    if (!rule) return [];
    const columns = rule.columns
      ? rule.columns.filter((column) => table.columns.includes(column))
      : without(table.columns, rule.drop);
    return [{ name: table.name, columns, where: rule.where }];
  });
}

/** The tables, columns and rows an export of `scope` writes, for the schema's `tables`. */
export function planExport(tables: TableInfo[], scope: ExportScope): TablePlan[] {
  return scope.kind === 'ORGANIZATION' ? organizationPlan(tables, scope.orgId) : memberPlan(tables, scope);
}

/** What the Owner's export leaves out, for the manifest: whole tables and secret columns. */
export function leftOut(tables: TableInfo[]) {
  const names = new Set(tables.map((table) => table.name));
  return {
    tables: Object.entries(ORGANIZATION_TABLES_LEFT_OUT)
      .filter(([name]) => names.has(name))
      .map(([name, reason]) => ({ name, reason })),
    columns: Object.entries(SECRET_COLUMNS).map(([table, columns]) => ({ table, columns: [...columns] })),
  };
}
