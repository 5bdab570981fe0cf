import type { ObjectStorage } from '../../platform/storage/index.js';
import type { ColumnMapping } from './parse/columns.js';
import { parseImportFile, type ParsedFile } from './parse/parse-file.js';
import { isRowProblem, type ImportRow, type SourceFormat } from './parse/import-row.js';
import type { DateFormat } from './parse/values.js';

/** How the person asked the file to be read (kept on the job, so a resumed run reads it the same way). */
export interface ParseSettings {
  format?: SourceFormat;
  mapping?: ColumnMapping;
  dateFormat?: DateFormat;
}

/** Bytes handed to the parser at a time: progress moves in these steps. */
const CHUNK_BYTES = 64 * 1024;

/**
 * The uploaded file, parsed as the settings say, with how many of its bytes the parser has taken
 * so far (for progress and the time left). The file is read from storage whole — at most
 * MAX_IMPORT_BYTES — and parsed in chunks, so rows never pile up in memory.
 */
export async function openImportFile(storage: ObjectStorage, fileKey: string, settings: ParseSettings) {
  const bytes = await storage.get(fileKey);
  if (!bytes) throw new Error(`import file ${fileKey} is missing from storage`);
  let bytesRead = 0;
  async function* chunks() {
    for (let offset = 0; offset < bytes!.length; offset += CHUNK_BYTES) {
      bytesRead = Math.min(bytes!.length, offset + CHUNK_BYTES);
      yield bytes!.subarray(offset, offset + CHUNK_BYTES);
    }
  }
  const parsed: ParsedFile = await parseImportFile(chunks(), settings);
  return { ...parsed, rows: withoutNul(parsed.rows), totalBytes: bytes.length, bytesRead: () => bytesRead };
}

const clean = <T extends string | null>(text: T): T =>
  (text?.includes('\u0000') ? text.replaceAll('\u0000', '') : text) as T;

function cleanRow(row: ImportRow): ImportRow {
  return {
    ...row,
    person: { email: clean(row.person.email), name: clean(row.person.name) },
    client: clean(row.client),
    project: clean(row.project),
    projectCode: clean(row.projectCode),
    task: clean(row.task),
    tags: row.tags.map(clean),
    description: clean(row.description),
    source: { ...row.source, invoiceNumber: clean(row.source.invoiceNumber), entryType: clean(row.source.entryType) },
  };
}

/**
 * The rows with NUL characters taken out of their text: PostgreSQL text cannot hold one (the
 * statement would fail), and no name or note of a time tool means anything by it.
 */
async function* withoutNul(rows: ParsedFile['rows']): ParsedFile['rows'] {
  try {
    for await (const item of rows) {
      yield isRowProblem(item) ? { ...item, message: clean(item.message) } : cleanRow(item);
    }
  } finally {
    await rows.return(undefined);
  }
}
