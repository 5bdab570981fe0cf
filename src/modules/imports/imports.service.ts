import type { TenantContext } from '../../platform/auth/context.js';
import { AppError, errors } from '../../platform/http/errors.js';
import { newId } from '../../platform/ids.js';
import { addUninvitedMember } from '../members/index.js';
import { deleteImportedEntries, importedEntriesBlocker } from '../time/index.js';
import { loadDirectory } from './import-directory.js';
import type { ImportDeps, JobSettings } from './import-job.js';
import type { PreviewSummary } from './import-preview.js';
import type { ImportWorker } from './import-worker.js';
import {
  entryIdsOfJob,
  findImportJob,
  forgetImportedKeys,
  importProblemsPage,
  importRunning,
  insertImportJob,
  listImportJobs,
  lockImportJob,
  updateImportJob,
  type ImportJobRow,
} from './imports.repository.js';
import type { AnalyseInput, ConfirmInput } from './imports.schemas.js';
import { importJobView } from './imports.view.js';
import type { ParseSettings } from './import-source.js';

const importNotFound = (importId: string) => errors.notFound('Import', importId);

const notInState = (job: ImportJobRow, wanted: string) =>
  errors.conflict(
    'IMPORT_NOT_READY',
    `The import is ${job.status.toLowerCase().replace('_', ' ')}; ${wanted}`,
    'GET /imports/{importId} says where it stands.',
  );

/** The name a new member gets when the file gives only an address: what comes before the @. */
const nameFromEmail = (email: string) =>
  email
    .split('@')[0]!
    .replace(/[._-]+/g, ' ')
    .trim() || email;

export function createImportsService(deps: ImportDeps, worker: ImportWorker) {
  const { db, storage, clock } = deps;

  async function reload(ctx: TenantContext, importId: string) {
    const job = await findImportJob(db, ctx.orgId, importId);
    if (!job) throw importNotFound(importId);
    return importJobView(job, clock.now());
  }

  /** Decides, for every person of the preview, the member their time goes to; new ones are added, not invited. */
  async function resolvePeople(
    tx: Parameters<Parameters<typeof db.transaction>[0]>[0],
    ctx: TenantContext,
    preview: PreviewSummary,
    choices: ConfirmInput['people'],
  ) {
    const directory = await loadDirectory(tx, ctx.orgId);
    const chosen = new Map(choices.map((choice) => [choice.key, choice]));
    const unknownKeys = choices.filter((choice) => !preview.people.some((person) => person.key === choice.key));
    if (unknownKeys.length > 0)
      throw errors.validation('Some people chosen are not in this file', {
        people: unknownKeys.map((choice) => choice.key),
      });
    const unconfirmed = preview.people.filter((person) => {
      const choice = chosen.get(person.key);
      if (person.match === 'NAME' || person.match === 'NEEDS_EMAIL') return !choice?.memberId && !choice?.email;
      return false;
    });
    if (unconfirmed.length > 0)
      throw new AppError(
        'IMPORT_PEOPLE_UNCONFIRMED',
        `Say whose time this is for ${unconfirmed.map((person) => person.name ?? person.email).join(', ')}`,
        'For each person matched by name only, confirm the member (memberId) or give an address to add them as someone new (email); a person without an address needs one of the two.',
        { people: unconfirmed.map((person) => ({ key: person.key, name: person.name, match: person.match })) },
      );
    const people: Record<string, string> = {};
    let added = 0;
    for (const person of preview.people) {
      const choice = chosen.get(person.key);
      if (choice?.memberId) {
        if (!directory.member(choice.memberId)) throw errors.notFound('Member', choice.memberId);
        people[person.key] = choice.memberId;
        continue;
      }
      const email = choice?.email ?? (person.match === 'NEW' ? person.email : null);
      if (email) {
        const member = await addUninvitedMember(tx, ctx.orgId, {
          email,
          fullName: person.name ?? nameFromEmail(email),
          addedByUserId: ctx.userId,
          now: clock.now(),
        });
        if (member.created) added += 1;
        people[person.key] = member.memberId;
        continue;
      }
      people[person.key] = person.memberId!;
    }
    return { people, added };
  }

  return {
    async upload(ctx: TenantContext, file: Buffer, query: { fileName: string } & ParseSettings) {
      if (file.length === 0)
        throw errors.validation('The file is empty', [{ field: 'body', message: 'send the CSV file as the body' }]);
      const id = newId();
      const key = `imports/${ctx.orgId}/${id}.csv`;
      await storage.put(key, file, 'text/csv');
      const now = clock.now();
      const { fileName, ...parse } = query;
      const settings: JobSettings = { parse };
      await insertImportJob(db, {
        id,
        orgId: ctx.orgId,
        createdByUserId: ctx.userId,
        fileName,
        fileBytes: file.length,
        fileKey: key,
        status: 'ANALYSING',
        settings,
        phaseStartedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      worker.kick();
      return reload(ctx, id);
    },

    async list(ctx: TenantContext) {
      const now = clock.now();
      return { items: (await listImportJobs(db, ctx.orgId, 50)).map((job) => importJobView(job, now)) };
    },

    get: reload,

    async problems(ctx: TenantContext, importId: string, page: { after: number; limit: number }) {
      if (!(await findImportJob(db, ctx.orgId, importId))) throw importNotFound(importId);
      const items = await importProblemsPage(db, ctx.orgId, importId, page.after, page.limit + 1);
      const more = items.length > page.limit;
      const shown = items.slice(0, page.limit);
      return { items: shown, nextAfter: more ? shown.at(-1)!.rowNumber : null };
    },

    /** Reads the file again with other settings (a column mapping, a date order, another format). */
    async analyse(ctx: TenantContext, importId: string, input: AnalyseInput) {
      await db.transaction(async (tx) => {
        const job = await lockImportJob(tx, ctx.orgId, importId);
        if (!job) throw importNotFound(importId);
        if (!['NEEDS_MAPPING', 'READY', 'FAILED'].includes(job.status) || !job.fileKey)
          throw notInState(job, 'only an import not confirmed yet can be read again');
        const settings = job.settings as JobSettings;
        const parse: ParseSettings = { ...settings.parse, ...input };
        const now = clock.now();
        await updateImportJob(
          tx,
          job.id,
          {
            status: 'ANALYSING',
            settings: { parse },
            preview: null,
            failure: null,
            rowsDone: 0,
            bytesDone: 0,
            rowsTotal: null,
            leaseUntil: null,
            phaseStartedAt: now,
            finishedAt: null,
          },
          now,
        );
      });
      worker.kick();
      return reload(ctx, importId);
    },

    /** The Owner's yes: who each person is, and whether the time comes in approved or for review. */
    async confirm(ctx: TenantContext, importId: string, input: ConfirmInput) {
      await db.transaction(async (tx) => {
        const job = await lockImportJob(tx, ctx.orgId, importId);
        if (!job) throw importNotFound(importId);
        if (job.status !== 'READY') throw notInState(job, 'only an analysed import can be confirmed');
        const preview = job.preview as PreviewSummary | null;
        if (!preview?.people) throw notInState(job, 'it has no preview');
        if (await importRunning(tx, ctx.orgId, job.id))
          throw errors.conflict(
            'IMPORT_RUNNING',
            'Another import of this organization is being written now',
            'Wait until it is done (GET /imports), then confirm this one: two imports at once could take the same entry twice.',
          );
        const { people, added } = await resolvePeople(tx, ctx, preview, input.people);
        const settings = job.settings as JobSettings;
        const now = clock.now();
        await updateImportJob(
          tx,
          job.id,
          {
            status: 'IMPORTING',
            settings: { ...settings, people, entryStatus: input.entryStatus },
            result: { rows: 0, entries: 0, refused: 0, alreadyImported: 0, projectsCreated: 0, peopleAdded: added },
            rowsDone: 0,
            bytesDone: 0,
            leaseUntil: null,
            phaseStartedAt: now,
          },
          now,
        );
      });
      worker.kick();
      return reload(ctx, importId);
    },

    /** Takes the whole import back while nobody has reviewed, submitted or billed any of its time. */
    async undo(ctx: TenantContext, importId: string) {
      await db.transaction(async (tx) => {
        const job = await lockImportJob(tx, ctx.orgId, importId);
        if (!job) throw importNotFound(importId);
        if (job.status !== 'DONE' && job.status !== 'FAILED')
          throw notInState(job, 'only a finished import can be undone');
        const entryIds = await entryIdsOfJob(tx, ctx.orgId, job.id);
        const blocker = await importedEntriesBlocker(tx, ctx.orgId, entryIds, deps.invoiced);
        if (blocker)
          throw errors.conflict(
            'IMPORT_NOT_UNDOABLE',
            `The import cannot be undone: ${blocker}`,
            'Undo works while none of its time is reviewed, in a submitted or approved week, or on an invoice; change those entries one by one instead.',
          );
        await deleteImportedEntries(tx, ctx.orgId, entryIds);
        await forgetImportedKeys(tx, ctx.orgId, job.id);
        await updateImportJob(tx, job.id, { status: 'UNDONE', finishedAt: clock.now() }, clock.now());
      });
      return reload(ctx, importId);
    },

    /** Drops an import that was never confirmed, with its file. */
    async discard(ctx: TenantContext, importId: string) {
      const fileKey = await db.transaction(async (tx) => {
        const job = await lockImportJob(tx, ctx.orgId, importId);
        if (!job) throw importNotFound(importId);
        if (!['NEEDS_MAPPING', 'READY', 'FAILED'].includes(job.status) || job.result)
          throw notInState(job, 'only an import not confirmed yet can be discarded; undo a finished one');
        await updateImportJob(tx, job.id, { status: 'DISCARDED', fileKey: null, finishedAt: clock.now() }, clock.now());
        return job.fileKey;
      });
      if (fileKey) await storage.delete(fileKey).catch(() => undefined);
      return reload(ctx, importId);
    },
  };
}
