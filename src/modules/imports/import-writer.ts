import { newId } from '../../platform/ids.js';
import { calendarOf, findOrganization } from '../organizations/index.js';
import { assignImportedPeople, createImportedProject } from '../projects/index.js';
import { ensureTags, ensureTask } from '../tasks/index.js';
import { recordImportedEntries, type ImportedEntry } from '../time/index.js';
import { clientNameOf, loadDirectory, projectKeyOf } from './import-directory.js';
import {
  IMPORT_BATCH,
  LEASE_MS,
  type ImportDeps,
  type JobSettings,
  type ProblemRow,
  type ShouldStop,
} from './import-job.js';
import { createEntryPlanner, isPlanProblem, spanWords, type PlannedEntry } from './import-plan.js';
import { openImportFile } from './import-source.js';
import {
  clearImportProblems,
  importedKeys,
  recordImportedKeys,
  recordImportProblems,
  saveMapping,
  updateImportJob,
  type ImportJobRow,
} from './imports.repository.js';
import { isRowProblem } from './parse/import-row.js';

/**
 * The confirmed import, in batches of IMPORT_BATCH rows, each batch one transaction: its missing
 * projects, clients, tasks and tags, its entries (never overlapping a person's time, which is
 * locked meanwhile) and their source keys. A batch is written whole or not at all, and a run cut
 * off (a restart) starts again from the top: rows this import wrote already are recognised by
 * their keys and counted, not written twice (docs/importing.md, "Big files").
 */
export async function writeImport(deps: ImportDeps, job: ImportJobRow, shouldStop: ShouldStop) {
  const { db, storage, clock } = deps;
  const settings = job.settings as JobSettings;
  const people = settings.people ?? {};
  const organization = (await findOrganization(db, job.orgId))!;
  const { timeZone } = await calendarOf(db, job.orgId);
  const directory = await loadDirectory(db, job.orgId);
  const projectIds = new Map(directory.projects);
  const taskIds = new Map<string, string>();
  const file = await openImportFile(storage, job.fileKey!, settings.parse);
  const planner = createEntryPlanner(timeZone);
  const peopleAdded = (job.result as { peopleAdded?: number } | null)?.peopleAdded ?? 0;
  const counts = { rows: 0, entries: 0, refused: 0, alreadyImported: 0, projectsCreated: 0, peopleAdded };
  await clearImportProblems(db, job.id);
  let problems: ProblemRow[] = [];
  let planned: PlannedEntry[] = [];

  const problem = (entry: PlannedEntry, code: string, message: string) => {
    counts.refused += 1;
    problems.push({ rowNumber: entry.row.rowNumber, line: entry.row.line, code, column: null, message });
  };

  const flush = async () => {
    const batch = planned;
    planned = [];
    const createdProjects = new Map<string, string>();
    const createdTasks = new Map<string, string>();
    await db.transaction(async (tx) => {
      const now = clock.now();
      const keys = await importedKeys(
        tx,
        job.orgId,
        batch.map((entry) => entry.row.sourceKey),
      );
      const entries: Array<ImportedEntry & { sourceKey: string }> = [];
      const assignees = new Map<string, Set<string>>();
      const tagIds = await ensureTags(
        tx,
        job.orgId,
        batch.flatMap((entry) => entry.row.tags),
        now,
      );
      for (const entry of batch) {
        const { row } = entry;
        const writtenBy = keys.get(row.sourceKey);
        if (writtenBy === job.id) {
          counts.entries += 1; // written by this import before a restart
          continue;
        }
        if (writtenBy) {
          counts.alreadyImported += 1;
          problems.push({
            rowNumber: row.rowNumber,
            line: row.line,
            code: 'ALREADY_IMPORTED',
            column: null,
            message: 'This entry was imported before (from this file or another export); it is not added again.',
          });
          continue;
        }
        const memberId = people[entry.personKey];
        if (!memberId) {
          problem(entry, 'PERSON_NOT_CHOSEN', 'Nobody was chosen for this person when the import was confirmed.');
          continue;
        }
        const projectKey = projectKeyOf(row, organization.name);
        let projectId: string | null = null;
        if (projectKey && row.project) {
          projectId = projectIds.get(projectKey) ?? createdProjects.get(projectKey) ?? null;
          if (!projectId) {
            projectId = await createImportedProject(
              tx,
              job.orgId,
              {
                name: row.project,
                clientName: clientNameOf(row, organization.name),
                currency: row.currency,
                code: row.projectCode,
                hourlyBillRate: row.billableRate,
              },
              now,
            );
            createdProjects.set(projectKey, projectId);
          }
          assignees.set(projectId, (assignees.get(projectId) ?? new Set()).add(memberId));
        }
        let taskId: string | null = null;
        if (projectId && row.task) {
          const taskKey = `${projectId}\u0000${row.task.trim().toLowerCase()}`;
          taskId = taskIds.get(taskKey) ?? createdTasks.get(taskKey) ?? null;
          if (!taskId) {
            taskId = await ensureTask(tx, job.orgId, projectId, row.task, now);
            createdTasks.set(taskKey, taskId);
          }
        }
        entries.push({
          id: newId(),
          sourceKey: row.sourceKey,
          memberId,
          projectId,
          taskId,
          start: entry.start,
          end: entry.end,
          notes: row.description.trim() || null,
          isBillable: row.billable ?? true,
          status: settings.entryStatus ?? 'PENDING',
          billRate: row.billable === false ? null : row.billableRate,
          costRate: row.costRate,
          tagIds: [
            ...new Set(row.tags.map((tag) => tagIds.get(tag.trim().toLowerCase())).filter((id) => id !== undefined)),
          ],
        });
      }
      const { refused } = await recordImportedEntries(tx, job.orgId, entries);
      const refusedIds = new Set(refused);
      for (const entry of entries.filter((candidate) => refusedIds.has(candidate.id))) {
        const source = batch.find((planned) => planned.row.sourceKey === entry.sourceKey)!;
        problem(
          source,
          'OVERLAP_EXISTING',
          `${spanWords(entry.start, entry.end, timeZone)} overlaps time the person already has in Punchclock.`,
        );
      }
      const written = entries.filter((entry) => !refusedIds.has(entry.id));
      await recordImportedKeys(
        tx,
        written.map((entry) => ({
          orgId: job.orgId,
          sourceKey: entry.sourceKey,
          jobId: job.id,
          timeEntryId: entry.id,
        })),
      );
      for (const [projectId, memberIds] of assignees)
        await assignImportedPeople(tx, job.orgId, projectId, [...memberIds]);
      await recordImportProblems(
        tx,
        problems.map((row) => ({ ...row, jobId: job.id, orgId: job.orgId })),
      );
      counts.entries += written.length;
      await updateImportJob(
        tx,
        job.id,
        { rowsDone: counts.rows, bytesDone: file.bytesRead(), leaseUntil: new Date(now.getTime() + LEASE_MS) },
        now,
      );
    });
    // Known only once committed: a batch rolled back creates nothing.
    for (const [key, id] of createdProjects) projectIds.set(key, id);
    for (const [key, id] of createdTasks) taskIds.set(key, id);
    counts.projectsCreated += createdProjects.size;
    problems = [];
  };

  for await (const item of file.rows) {
    counts.rows += 1;
    if (isRowProblem(item)) {
      counts.refused += 1;
      problems.push(item);
    } else {
      const plan = planner.plan(item);
      if (isPlanProblem(plan)) {
        counts.refused += 1;
        problems.push(plan);
      } else planned.push(plan);
    }
    if (planned.length >= IMPORT_BATCH) {
      await flush();
      if (shouldStop()) return;
    }
  }
  await flush();
  const now = clock.now();
  if (settings.parse.format === 'GENERIC' || file.detected.format === 'GENERIC')
    await saveMapping(db, job.orgId, file.detected.headerSignature, settings.parse.mapping ?? {}, now);
  await updateImportJob(
    db,
    job.id,
    {
      status: 'DONE',
      result: counts,
      rowsDone: counts.rows,
      rowsTotal: counts.rows,
      bytesDone: file.totalBytes,
      leaseUntil: null,
      finishedAt: now,
      fileKey: null,
    },
    now,
  );
  await storage.delete(job.fileKey!).catch(() => undefined);
}
