import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { writeTarGz } from '../../platform/backup/tar.js';
import { tablesInLoadOrder } from '../../platform/backup/tables.js';
import type { Db } from '../../platform/db/index.js';
import { appliedMigrations } from '../../platform/db/migrations.js';
import { CSV_BOM, csvField, csvLine } from '../../platform/formats/csv.js';
import type { ObjectStorage } from '../../platform/storage/index.js';
import { API_VERSION } from '../../version.js';
import { exportFilePath, exportTablePath, EXPORT_FORMAT, type ExportManifest } from './export-manifest.js';
import { countPlanFiles, countPlanRows, exportRows, tableKeys } from './export-rows.js';
import { FILE_COLUMNS, leftOut, planExport, type ExportScope, type TablePlan } from './export-scope.js';

export interface ExportProgress {
  rowsDone: number;
  rowsTotal: number;
  filesDone: number;
  filesTotal: number;
}

interface ArchiveOptions {
  db: Db;
  storage: ObjectStorage;
  scope: ExportScope;
  /** Names for the manifest (the organization's, and for a member's export theirs). */
  organization: { id: string; name: string };
  member?: { id: string; name: string; email: string };
  /** The archive to write; it appears only once complete. */
  file: string;
  now: Date;
  /** Called between batches where the database is free: record progress, renew the lease; throw to stop. */
  onProgress: (progress: ExportProgress) => Promise<void>;
}

/** Column types whose text a spreadsheet should read as a number (no formula guard, no quotes). */
const NUMERIC = /^(smallint|integer|bigint|numeric|real|double precision)/;

const sha256Hex = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A file of the staging folder, written as it is hashed and counted. */
class StagedPart {
  private readonly hash = createHash('sha256');
  private readonly out: WriteStream;
  bytes = 0;
  constructor(readonly file: string) {
    this.out = createWriteStream(file, { mode: 0o600 });
  }
  async write(text: string) {
    const chunk = Buffer.from(text);
    this.hash.update(chunk);
    this.bytes += chunk.length;
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }
  async close() {
    this.out.end();
    await once(this.out, 'close');
    return { bytes: this.bytes, sha256: this.hash.digest('hex') };
  }
}

/**
 * Writes the export archive: every planned table as JSON lines (what a restore reads) and as CSV
 * (what a person opens), the stored files the rows name, and manifest.json with counts and
 * checksums. Tables are read children first: a row written during the export can then name a
 * parent that is read after it, never one that was read before it existed. Returns the manifest.
 */
export async function writeExportArchive(options: ArchiveOptions): Promise<ExportManifest> {
  const { db, storage } = options;
  const shapes = await tablesInLoadOrder(db);
  const keys = await tableKeys(db);
  const plans = planExport(shapes, options.scope).reverse();
  const fileColumns = (plan: TablePlan) => (FILE_COLUMNS[plan.name] ?? []).filter((c) => plan.columns.includes(c));
  const progress: ExportProgress = { rowsDone: 0, rowsTotal: 0, filesDone: 0, filesTotal: 0 };
  for (const plan of plans) {
    progress.rowsTotal += await countPlanRows(db, plan);
    const columns = fileColumns(plan);
    if (columns.length > 0) progress.filesTotal += await countPlanFiles(db, plan, columns);
  }
  await options.onProgress(progress);

  const directory = path.dirname(options.file);
  await mkdir(directory, { recursive: true });
  const staging = await mkdtemp(path.join(directory, '.staging-'));
  const partial = `${options.file}.${randomBytes(4).toString('hex')}.partial`;
  try {
    const tables: ExportManifest['tables'] = [];
    const fileKeys = new Set<string>();
    for (const plan of plans) {
      const jsonl = new StagedPart(path.join(staging, `${plan.name}.jsonl`));
      const csv = new StagedPart(path.join(staging, `${plan.name}.csv`));
      const numeric = plan.columns.map((column) => NUMERIC.test(keys.get(plan.name)?.types.get(column) ?? ''));
      const files = fileColumns(plan);
      await csv.write(CSV_BOM + csvLine(plan.columns));
      let rows = 0;
      await exportRows(db, plan, keys.get(plan.name)!, async (batch, inTransaction) => {
        await jsonl.write(`${batch.map((row) => row.line).join('\n')}\n`);
        // Numbers as the database wrote them (every digit; a sheet sums them); everything else as text, formula-guarded.
        await csv.write(
          batch
            .map(
              (row) =>
                `${row.cells.map((cell, index) => (cell !== null && numeric[index] ? cell : csvField(cell))).join(',')}\r\n`,
            )
            .join(''),
        );
        if (files.length > 0)
          for (const row of batch) {
            const values = JSON.parse(row.line) as Record<string, unknown>;
            for (const column of files) if (typeof values[column] === 'string') fileKeys.add(values[column]);
          }
        rows += batch.length;
        progress.rowsDone += batch.length;
        if (!inTransaction) await options.onProgress(progress);
      });
      const [jsonlPart, csvPart] = [await jsonl.close(), await csv.close()];
      tables.push({
        name: plan.name,
        rows,
        columns: plan.columns,
        jsonl: { path: exportTablePath(plan.name, 'jsonl'), ...jsonlPart },
        csv: { path: exportTablePath(plan.name, 'csv'), ...csvPart },
      });
      await options.onProgress(progress);
    }
    tables.reverse();

    const archive = writeTarGz(partial);
    for (const table of tables) {
      for (const part of [table.jsonl, table.csv]) {
        const staged = path.join(staging, `${table.name}.${part === table.jsonl ? 'jsonl' : 'csv'}`);
        await archive.add(part.path, part.bytes, createReadStream(staged));
      }
    }
    const files: ExportManifest['files'] = { count: 0, bytes: 0, entries: [], missing: [] };
    for (const key of [...fileKeys].sort()) {
      const body = await storage.get(key);
      if (!body) {
        files.missing.push(key);
      } else {
        const entry = { key, path: exportFilePath(key), bytes: body.length, sha256: sha256Hex(body) };
        await archive.add(entry.path, body.length, [body]);
        files.entries.push(entry);
        files.count++;
        files.bytes += body.length;
      }
      progress.filesDone++;
      if (progress.filesDone % 50 === 0) await options.onProgress(progress);
    }
    await options.onProgress(progress);
    const manifest: ExportManifest = {
      format: EXPORT_FORMAT,
      app: 'punchclock',
      kind: 'organization-export',
      scope: options.scope.kind,
      appVersion: API_VERSION,
      createdAt: options.now.toISOString(),
      organization: options.organization,
      ...(options.member ? { member: options.member } : {}),
      migrations: (await appliedMigrations(db)).map((migration) => migration.tag),
      tables,
      files,
      leftOut:
        options.scope.kind === 'ORGANIZATION'
          ? leftOut(shapes)
          : { tables: [], columns: [{ table: '*', columns: ['cost and bill rates'] }] },
    };
    const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await archive.add('manifest.json', text.length, [text]);
    await archive.finish();
    await rename(partial, options.file);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}
