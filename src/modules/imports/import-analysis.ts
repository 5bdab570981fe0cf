import { findOrganization, calendarOf } from '../organizations/index.js';
import { spansOfMembers } from '../time/index.js';
import { clientNameOf, loadDirectory, matchPerson, projectKeyOf, type Directory } from './import-directory.js';
import {
  ANALYSIS_BATCH,
  LEASE_MS,
  type ImportDeps,
  type JobSettings,
  type ProblemRow,
  type ShouldStop,
} from './import-job.js';
import { createEntryPlanner, isPlanProblem, spanWords, type PlannedEntry } from './import-plan.js';
import { createPreviewAccumulator } from './import-preview.js';
import { openImportFile } from './import-source.js';
import {
  clearImportProblems,
  findMapping,
  importedKeys,
  recordImportProblems,
  updateImportJob,
  type ImportJobRow,
} from './imports.repository.js';
import { isRowProblem } from './parse/import-row.js';
import { dayOf } from '../../platform/dates.js';

/**
 * The dry run: reads the whole file as the import would, writes nothing but the job's preview and
 * its list of refused rows (each with its row number and reason), and leaves the job READY for the
 * Owner to confirm — or NEEDS_MAPPING when a generic file's columns are not known yet.
 */
export async function analyseImport(deps: ImportDeps, job: ImportJobRow, shouldStop: ShouldStop) {
  const { db, storage, clock } = deps;
  const settings = job.settings as JobSettings;
  let parse = settings.parse;
  let file = await openImportFile(storage, job.fileKey!, parse);
  let savedMapping = false;
  if (file.detected.format === 'GENERIC' && !parse.mapping) {
    const saved = await findMapping(db, job.orgId, file.detected.headerSignature);
    if (saved) {
      await file.rows.return(undefined);
      parse = { ...parse, mapping: saved };
      savedMapping = true;
      file = await openImportFile(storage, job.fileKey!, parse);
    }
  }
  await clearImportProblems(db, job.id);
  if (file.detected.needsMapping) {
    await file.rows.return(undefined);
    await updateImportJob(
      db,
      job.id,
      { status: 'NEEDS_MAPPING', preview: { detected: file.detected }, leaseUntil: null, rowsTotal: null },
      clock.now(),
    );
    return;
  }

  const organization = (await findOrganization(db, job.orgId))!;
  const { timeZone } = await calendarOf(db, job.orgId);
  const directory = await loadDirectory(db, job.orgId);
  const planner = createEntryPlanner(timeZone);
  const preview = createPreviewAccumulator();
  let problems: ProblemRow[] = [];
  let planned: PlannedEntry[] = [];

  const flush = async () => {
    const batch = planned;
    planned = [];
    const already = await importedKeys(
      db,
      job.orgId,
      batch.map((entry) => entry.row.sourceKey),
    );
    const fresh = batch.filter((entry) => {
      if (!already.has(entry.row.sourceKey)) return true;
      preview.alreadyImported();
      problems.push({
        rowNumber: entry.row.rowNumber,
        line: entry.row.line,
        code: 'ALREADY_IMPORTED',
        column: null,
        message: 'This entry was imported before (from this file or another export); it is not added again.',
      });
      return false;
    });
    const clashes = await clashesWithExisting(deps, job.orgId, directory, fresh, timeZone);
    for (const entry of fresh) {
      const clash = clashes.get(entry);
      if (clash) {
        preview.refused();
        problems.push({
          rowNumber: entry.row.rowNumber,
          line: entry.row.line,
          code: 'OVERLAP_EXISTING',
          column: null,
          message: clash,
        });
        continue;
      }
      const match = matchPerson(directory, entry.row.person);
      const member = 'member' in match ? match.member : null;
      const projectKey = projectKeyOf(entry.row, organization.name);
      const projectId = projectKey ? directory.projects.get(projectKey) : undefined;
      const client = clientNameOf(entry.row, organization.name);
      preview.importable(
        entry.row,
        {
          key: entry.personKey,
          name: entry.row.person.name,
          email: entry.row.person.email,
          match: match.kind,
          memberId: member?.memberId ?? null,
          memberName: member?.fullName ?? null,
        },
        projectKey && entry.row.project
          ? {
              key: projectKey,
              client,
              name: entry.row.project,
              exists: Boolean(projectId),
              clientExists: directory.hasClient(client),
            }
          : null,
        {
          newTask:
            entry.row.task && !(projectId && directory.hasTask(projectId, entry.row.task)) ? entry.row.task : null,
          newTags: entry.row.tags.filter((tag) => !directory.hasTag(tag)),
        },
        { seconds: (entry.end.getTime() - entry.start.getTime()) / 1000, day: dayOf(entry.start, timeZone) },
      );
    }
    await recordImportProblems(
      db,
      problems.map((problem) => ({ ...problem, jobId: job.id, orgId: job.orgId })),
    );
    problems = [];
    const now = clock.now();
    await updateImportJob(
      db,
      job.id,
      { rowsDone: preview.counts.rows, bytesDone: file.bytesRead(), leaseUntil: new Date(now.getTime() + LEASE_MS) },
      now,
    );
  };

  for await (const item of file.rows) {
    if (isRowProblem(item)) {
      preview.refused();
      problems.push(item);
    } else {
      const plan = planner.plan(item);
      if (isPlanProblem(plan)) {
        preview.refused();
        problems.push(plan);
      } else planned.push(plan);
    }
    if (planned.length + problems.length >= ANALYSIS_BATCH) {
      await flush();
      if (shouldStop()) return;
    }
  }
  await flush();
  await updateImportJob(
    db,
    job.id,
    {
      status: 'READY',
      settings: { ...settings, parse, savedMapping },
      preview: { detected: file.detected, ...preview.summary() },
      rowsTotal: preview.counts.rows,
      bytesDone: file.totalBytes,
      leaseUntil: null,
      finishedAt: null,
    },
    clock.now(),
  );
}

/** For each planned entry of a person who is already a member, the words of the existing entry it overlaps. */
async function clashesWithExisting(
  deps: ImportDeps,
  orgId: string,
  directory: Directory,
  entries: PlannedEntry[],
  timeZone: string,
) {
  const clashes = new Map<PlannedEntry, string>();
  const memberOf = new Map<PlannedEntry, { memberId: string; fullName: string }>();
  for (const entry of entries) {
    const match = matchPerson(directory, entry.row.person);
    if ('member' in match) memberOf.set(entry, match.member);
  }
  if (memberOf.size === 0) return clashes;
  const spans = await spansOfMembers(deps.db, orgId, [...new Set([...memberOf.values()].map((m) => m.memberId))], {
    start: new Date(Math.min(...entries.map((entry) => entry.start.getTime()))),
    end: new Date(Math.max(...entries.map((entry) => entry.end.getTime()))),
  });
  for (const [entry, member] of memberOf) {
    const clash = spans
      .get(member.memberId)
      ?.find((span) => (span.end === null || entry.start < span.end) && span.start < entry.end);
    if (clash)
      clashes.set(
        entry,
        `${spanWords(entry.start, entry.end, timeZone)} overlaps time ${member.fullName} already has in Punchclock (${clash.end ? spanWords(clash.start, clash.end, timeZone) : 'a running timer'}).`,
      );
  }
  return clashes;
}
