import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../../src/config/index.js';
import { clients } from '../../src/modules/clients/index.js';
import { createOrganizationWithOwner, members } from '../../src/modules/members/index.js';
import { projectMembers, projects } from '../../src/modules/projects/projects.tables.js';
import { roles } from '../../src/modules/rbac/index.js';
import { users } from '../../src/modules/users/index.js';
import { hashPassword } from '../../src/platform/auth/passwords.js';
import type { Db } from '../../src/platform/db/index.js';
import { rowsOf } from '../../src/platform/db/rows.js';
import { newId } from '../../src/platform/ids.js';

interface SeedShape {
  /** Members of the organization, the owner included. */
  members: number;
  projects: number;
  /** Days of history, ending yesterday (UTC). */
  days: number;
  /** Entries per member per day, one per hour from 06:00 UTC (so at most 14: they end by 20:00). */
  slotsPerDay: number;
  /** Monday to Friday only (UTC), as an office team logs time; default: every day. */
  workingDaysOnly?: boolean;
}

export interface SeededMember {
  memberId: string;
  email: string;
  /** A project the member is assigned to, to log time to. */
  projectId: string;
  /** The rates POST /time/manual would snapshot for that project. */
  costRate: string | null;
  billRate: string | null;
}

export interface SeededOrganization {
  orgId: string;
  /** Everyone signs in with this password; members[0] is the owner. */
  password: string;
  members: SeededMember[];
  projectIds: string[];
  entries: number;
}

const SEED_PASSWORD = 'correct horse battery staple';
const SEED_MEMBERS_PER_STATEMENT = 10;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * An organization as the API would have built it (the owner's organization and built-in roles
 * come from the app's own createOrganizationWithOwner), then a year of time entries in one
 * set-based INSERT … SELECT, which seeds 250k rows in seconds even on PGlite.
 *
 * Entries: one per member per hourly slot from 06:00 UTC, starting 0–4 minutes past the hour and
 * lasting 25–54 minutes, so no member's entries overlap and 20:00–06:00 stays free (the bench
 * logs its POST /time/manual load there). 10% have no project; older than two weeks they are
 * mostly APPROVED (1% REJECTED), newer ones PENDING. Rates are snapshotted as the app does: the
 * member's cost rate, the project's bill rate or else the member's. Ids are UUIDv7-shaped from
 * the start time. `setseed` makes the data the same on every run.
 */
export async function seedOrganization(db: Db, shape: SeedShape, now: Date): Promise<SeededOrganization> {
  if (shape.slotsPerDay < 1 || shape.slotsPerDay > 14) throw new Error('slotsPerDay must be 1 to 14');
  const passwordHash = await hashPassword(SEED_PASSWORD);
  // The terms version the server will require, so the seeded users have accepted the current terms.
  const { termsVersion } = (await loadConfig({ JWT_SECRET: 'x'.repeat(32) })).legal;
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

  return db.transaction(async (tx) => {
    const userIds = Array.from({ length: shape.members }, () => newId());
    const emails = userIds.map((_, index) =>
      index === 0 ? 'bench-owner@example.com' : `bench-member-${pad(index)}@example.com`,
    );
    await tx.insert(users).values(
      userIds.map((id, index) => ({
        id,
        email: emails[index]!,
        fullName: index === 0 ? 'Olivia Owner' : `Member ${pad(index)}`,
        passwordHash,
        termsVersion,
        termsAcceptedAt: now,
        createdAt: now,
        updatedAt: now,
      })),
    );
    const { organization, memberId: ownerMemberId } = await createOrganizationWithOwner(
      tx,
      { name: 'Data Scale Agency', userId: userIds[0]! },
      { now: () => now },
    );
    const orgId = organization.id;
    const roleRows = await tx.select({ id: roles.id, key: roles.builtInKey }).from(roles).where(eq(roles.orgId, orgId));
    const roleId = (key: string) => roleRows.find((role) => role.key === key)!.id;

    const rates = (index: number) => {
      const cost = 20 + ((index * 7) % 40);
      return { costRate: `${cost}.00`, billableRate: (cost * 2.5).toFixed(2) };
    };
    const memberIds = [ownerMemberId, ...userIds.slice(1).map(() => newId())];
    await tx.update(members).set(rates(0)).where(eq(members.id, ownerMemberId));
    await tx.insert(members).values(
      userIds.slice(1).map((userId, offset) => ({
        id: memberIds[offset + 1]!,
        orgId,
        userId,
        roleId: roleId(offset < 4 ? 'MANAGER' : 'MEMBER'),
        status: 'ACTIVE',
        ...rates(offset + 1),
        weeklyCapacityHours: '40.00',
        invitedByUserId: userIds[0]!,
        joinedAt: now,
        createdAt: now,
        updatedAt: now,
      })),
    );

    const clientRows = Array.from({ length: Math.min(26, shape.projects) }, (_, index) => ({
      id: newId(),
      orgId,
      name: `Client ${String.fromCharCode(65 + index)}`,
      createdAt: now,
      updatedAt: now,
    }));
    if (clientRows.length > 0) await tx.insert(clients).values(clientRows);
    const projectRows = Array.from({ length: shape.projects }, (_, index) => ({
      id: newId(),
      orgId,
      name: `Project ${pad(index + 1)}`,
      clientId: clientRows[index % 26]!.id,
      clientName: clientRows[index % 26]!.name,
      code: `P${pad(index + 1)}`,
      budgetType: index % 2 === 0 ? 'FIXED' : 'HOURLY',
      totalBudget: index % 2 === 0 ? '150000.00' : '4000.00',
      hourlyBillRate: index % 3 === 0 ? null : `${90 + index * 5}.00`,
      screenshotIntervalMins: 10,
      createdAt: now,
      updatedAt: now,
    }));
    await tx.insert(projects).values(projectRows);
    // Three projects each (fewer if there are fewer projects), spread so every project has members.
    const assignedTo = (index: number) => [
      ...new Set([0, 3, 7].map((step) => projectRows[(index + step) % projectRows.length]!)),
    ];
    await tx
      .insert(projectMembers)
      .values(
        memberIds.flatMap((memberId, index) =>
          assignedTo(index).map((project) => ({ orgId, projectId: project.id, memberId, createdAt: now })),
        ),
      );

    await tx.execute(sql`select setseed(0.42)`);
    // A few members per statement: the rollup triggers see each statement's rows at once
    // (docs/rollups.md), and a year of 500 members in one statement would be one enormous batch.
    for (let first = 0; first < memberIds.length; first += SEED_MEMBERS_PER_STATEMENT) {
      const batch = memberIds.slice(first, first + SEED_MEMBERS_PER_STATEMENT);
      await tx.execute(sql`
      with assigned as (
        select m.id as member_id, m.cost_rate, m.billable_rate, array_agg(pm.project_id order by pm.project_id) as projects
        from members m join project_members pm on pm.org_id = m.org_id and pm.member_id = m.id
        where m.org_id = ${orgId}::uuid and m.id in (${sql.join(
          batch.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        group by m.id, m.cost_rate, m.billable_rate
      ),
      slots as (
        select a.*, day, slot, random() as r_project, random() as r_start, random() as r_length, random() as r_status, random() as r_misc
        from assigned a, generate_series(1, ${shape.days}::int) as day, generate_series(0, ${shape.slotsPerDay - 1}::int) as slot
        where not ${shape.workingDaysOnly === true}
          or extract(isodow from ${today.toISOString()}::timestamptz at time zone 'UTC' - make_interval(days => day)) < 6
      ),
      spans as (
        select s.*,
          case when s.r_project < 0.1 then null else s.projects[1 + floor(s.r_project * 1000)::int % cardinality(s.projects)] end as project_id,
          ${today.toISOString()}::timestamptz - make_interval(days => s.day) + make_interval(hours => 6 + s.slot, mins => floor(s.r_start * 5)::int) as start_time,
          case when s.day <= 14 then 'PENDING' when s.r_status < 0.01 then 'REJECTED' when s.r_status < 0.05 then 'PENDING' else 'APPROVED' end as status
        from slots s
      ),
      entries as (
        select e.*, e.start_time + make_interval(mins => 25 + floor(e.r_length * 30)::int) as end_time from spans e
      )
      insert into time_entries (
        id, org_id, member_id, project_id, start_time, end_time, notes, is_billable, source, is_offline, idle_seconds,
        status, rejection_reason, reviewed_by_member_id, reviewed_at, cost_rate, bill_rate, created_at, updated_at
      )
      select
        (lpad(to_hex((extract(epoch from e.start_time) * 1000)::bigint), 12, '0') || '7' || substr(md5(random()::text), 1, 3)
          || '8' || substr(md5(random()::text), 1, 15))::uuid,
        ${orgId}::uuid, e.member_id, e.project_id, e.start_time, e.end_time,
        case when e.r_misc < 0.5 then 'Work on ' || coalesce(p.name, 'internal tasks') end,
        e.project_id is not null and e.r_misc >= 0.15,
        case when e.r_misc < 0.8 then 'TIMER' else 'MANUAL' end,
        false,
        case when e.r_misc < 0.2 then floor(e.r_misc * 1500)::int else 0 end,
        e.status,
        case when e.status = 'REJECTED' then 'Logged to the wrong project' end,
        case when e.status <> 'PENDING' then ${ownerMemberId}::uuid end,
        case when e.status <> 'PENDING' then e.end_time + interval '3 days' end,
        e.cost_rate,
        coalesce(p.hourly_bill_rate, e.billable_rate),
        e.end_time,
        case when e.status <> 'PENDING' then e.end_time + interval '3 days' else e.end_time end
      from entries e
      left join projects p on p.org_id = ${orgId}::uuid and p.id = e.project_id
    `);
    }
    const [counted] = rowsOf<{ entries: number | string }>(
      await tx.execute(sql`select count(*) as entries from time_entries where org_id = ${orgId}::uuid`),
    );

    const seededMembers = memberIds.map((memberId, index) => {
      const project = assignedTo(index)[0]!;
      const memberRates = rates(index);
      return {
        memberId,
        email: emails[index]!,
        projectId: project.id,
        costRate: memberRates.costRate,
        billRate: project.hourlyBillRate ?? memberRates.billableRate,
      };
    });
    return {
      orgId,
      password: SEED_PASSWORD,
      members: seededMembers,
      projectIds: projectRows.map((row) => row.id),
      entries: Number(counted?.entries ?? 0),
    };
  });
}

/** Fresh statistics and visibility map, as autovacuum would leave them on a server (PGlite has no autovacuum). */
export async function vacuumAnalyze(db: Db): Promise<void> {
  await db.execute(
    sql`vacuum (analyze) time_entries, members, users, projects, project_members, time_rollup_days, time_rollup_member_days, time_rollup_member_months, time_rollup_project_days, time_rollup_project_totals`,
  );
}
