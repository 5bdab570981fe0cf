import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { newId } from '../../platform/ids.js';
import { resolveProjectClient } from '../clients/index.js';
import { insertProject } from './projects.repository.js';
import { projectMembers, projects } from './projects.tables.js';

/** What an import of another tool's history needs of projects: find them by name, create the missing ones. */

/** Minutes between screenshots of a project an import creates: the web form's default. */
const IMPORTED_SCREENSHOT_MINUTES = 10;

interface ImportedProjectRef {
  name: string;
  /** The file's client; a project without one goes to a client named after the organization (its own work). */
  clientName: string;
  /** ISO 4217 of the file, given to a client the import creates. */
  currency: string | null;
  /** The file's project code (Harvest), used when no other project has it. */
  code: string | null;
  hourlyBillRate: string | null;
}

/** The organization's active projects, by lower-case client and project name. */
export async function projectsByName(executor: Executor, orgId: string) {
  const rows = await executor
    .select({ id: projects.id, name: projects.name, clientName: projects.clientName })
    .from(projects)
    .where(and(eq(projects.orgId, orgId), isNull(projects.archivedAt)));
  return new Map(rows.map((row) => [projectNameKey(row.clientName, row.name), row.id]));
}

export const projectNameKey = (clientName: string, name: string) =>
  `${clientName.trim().toLowerCase()}\u0000${name.trim().toLowerCase()}`;

/** A code no project of the organization has: the file's, else letters of the name, numbered on a clash. */
async function freeCode(tx: Executor, orgId: string, wanted: string | null, name: string) {
  const base = (wanted?.trim() || name.replace(/[^\p{L}\p{N}]+/gu, '').slice(0, 8) || 'IMPORT').toUpperCase();
  for (let attempt = 1; ; attempt += 1) {
    const code = attempt === 1 ? base : `${base}-${attempt}`;
    const [taken] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.orgId, orgId), sql`lower(${projects.code}) = ${code.toLowerCase()}`))
      .limit(1);
    if (!taken) return code;
  }
}

/** Creates the project (and its client, when missing) with no budget; returns its id. */
export async function createImportedProject(tx: Executor, orgId: string, ref: ImportedProjectRef, now: Date) {
  const client = await resolveProjectClient(
    tx,
    orgId,
    { clientName: ref.clientName, ...(ref.currency ? { currency: ref.currency } : {}) },
    now,
  );
  const id = newId();
  await insertProject(tx, {
    id,
    orgId,
    name: ref.name,
    clientId: client.id,
    clientName: client.name,
    code: await freeCode(tx, orgId, ref.code, ref.name),
    description: 'Imported',
    budgetType: 'FIXED',
    totalBudget: '0',
    hourlyBillRate: ref.hourlyBillRate ?? client.defaultBillRate,
    screenshotIntervalMins: IMPORTED_SCREENSHOT_MINUTES,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

/** Assigns the people whose time the import puts on the project, so they see it; existing assignments stay. */
export async function assignImportedPeople(tx: Executor, orgId: string, projectId: string, memberIds: string[]) {
  if (memberIds.length === 0) return;
  await tx
    .insert(projectMembers)
    .values(memberIds.map((memberId) => ({ orgId, projectId, memberId })))
    .onConflictDoNothing();
}
