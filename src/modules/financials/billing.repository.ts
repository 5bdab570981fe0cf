import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { rowsOf } from '../../platform/db/rows.js';
import { clients } from '../clients/index.js';
import { members } from '../members/index.js';
import { projects } from '../projects/index.js';
import { timeEntries } from '../time/index.js';
import { users } from '../users/index.js';
import { invoiceTimeEntries } from './financials.tables.js';

/** The buyer a project's client record names: what an invoice for the project says about its client unless told otherwise. */
export interface ClientBuyer {
  clientName: string;
  buyerAddress: string | null;
  buyerTaxId: string | null;
  buyerEmail: string | null;
  currency: string;
}

/** The client of the project, as its record says now; null for no such project in the organization. */
export async function projectBuyer(executor: Executor, orgId: string, projectId: string): Promise<ClientBuyer | null> {
  const [row] = await executor
    .select({
      clientName: clients.name,
      buyerAddress: clients.billingAddress,
      buyerTaxId: clients.taxId,
      buyerEmail: clients.contactEmail,
      currency: clients.currency,
    })
    .from(projects)
    .innerJoin(clients, and(eq(clients.orgId, projects.orgId), eq(clients.id, projects.clientId)))
    .where(and(eq(projects.orgId, orgId), eq(projects.id, projectId)));
  return row ?? null;
}

/**
 * Links to the invoice every approved, billable, finished entry of the project that started in
 * [start, end) and is on no invoice yet; answers how many. An entry another transaction links at
 * the same time is skipped (the primary key on the entry decides), so nothing is billed twice.
 * The entries' rows are locked (FOR UPDATE) like the time module's edits lock them: an edit in
 * flight is waited for and its result re-checked, and an edit after this sees the link.
 */
export async function linkBillableEntries(
  executor: Executor,
  orgId: string,
  invoiceId: string,
  projectId: string,
  period: { start: Date; end: Date },
): Promise<number> {
  const e = timeEntries;
  const result = await executor.execute(sql`
    insert into ${invoiceTimeEntries} (org_id, invoice_id, time_entry_id)
    select ${orgId}, ${invoiceId}, ${e.id}
      from ${e}
     where ${e.orgId} = ${orgId}
       and ${e.projectId} = ${projectId}
       and ${e.status} = 'APPROVED'
       and ${e.isBillable}
       and ${e.endTime} is not null
       and ${e.startTime} >= ${period.start.toISOString()}::timestamptz
       and ${e.startTime} < ${period.end.toISOString()}::timestamptz
       and not exists (select 1 from ${invoiceTimeEntries} l where l.time_entry_id = ${e.id})
     order by ${e.id}
       for update of ${e}
    on conflict do nothing
    returning time_entry_id
  `);
  return rowsOf<{ time_entry_id: string }>(result).length;
}

interface BilledLine {
  fullName: string;
  /** Hours to 4 decimals, as text. */
  hours: string;
  /** The snapshotted bill rate (0 when none), as text. */
  billRate: string;
}

/** The invoice's linked time, one line per member and bill rate, by name. */
export async function billedLines(executor: Executor, orgId: string, invoiceId: string): Promise<BilledLine[]> {
  const e = timeEntries;
  const l = invoiceTimeEntries;
  const result = await executor.execute(sql`
    select ${users.fullName} as "fullName",
           round(sum(${e.workedSeconds}) / 3600.0, 4)::text as hours,
           coalesce(${e.billRate}, 0)::text as "billRate"
      from ${l}
      join ${e} on ${e.id} = ${l.timeEntryId} and ${e.orgId} = ${l.orgId}
      join ${members} on ${members.orgId} = ${e.orgId} and ${members.id} = ${e.memberId}
      join ${users} on ${users.id} = ${members.userId}
     where ${l.orgId} = ${orgId} and ${l.invoiceId} = ${invoiceId}
     group by ${e.memberId}, ${users.fullName}, coalesce(${e.billRate}, 0)
     order by ${users.fullName}, ${e.memberId}, coalesce(${e.billRate}, 0) desc
  `);
  return rowsOf<BilledLine>(result);
}

export async function countLinkedEntries(executor: Executor, orgId: string, invoiceId: string): Promise<number> {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(invoiceTimeEntries)
    .where(and(eq(invoiceTimeEntries.orgId, orgId), eq(invoiceTimeEntries.invoiceId, invoiceId)));
  return row?.count ?? 0;
}

/** Frees the invoice's entries so they can be billed again (a cancelled invoice). */
export async function releaseEntries(executor: Executor, orgId: string, invoiceId: string) {
  await executor
    .delete(invoiceTimeEntries)
    .where(and(eq(invoiceTimeEntries.orgId, orgId), eq(invoiceTimeEntries.invoiceId, invoiceId)));
}

/** The first start and the last end of the invoice's linked time, or null when it bills none. */
export async function billedSpan(
  executor: Executor,
  orgId: string,
  invoiceId: string,
): Promise<{ start: Date; end: Date } | null> {
  const e = timeEntries;
  const l = invoiceTimeEntries;
  const [row] = await executor
    .select({ start: sql<Date | null>`min(${e.startTime})`, end: sql<Date | null>`max(${e.endTime})` })
    .from(l)
    .innerJoin(e, and(eq(e.id, l.timeEntryId), eq(e.orgId, l.orgId)))
    .where(and(eq(l.orgId, orgId), eq(l.invoiceId, invoiceId)));
  if (!row?.start || !row.end) return null;
  return { start: new Date(row.start), end: new Date(row.end) };
}
