import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/index.js';
import type { ObjectStorage } from '../../platform/storage/index.js';
import type { InvoicedEntries } from '../time/index.js';
import type { ParseSettings } from './import-source.js';

/** What an import's background work needs. */
export interface ImportDeps {
  db: Db;
  storage: ObjectStorage;
  clock: Clock;
  invoiced: InvoicedEntries;
}

/** A job's settings (import_jobs.settings): how to read the file, then what the Owner confirmed. */
export interface JobSettings {
  parse: ParseSettings;
  /** Whether a saved mapping for these headers was applied (the person did not send one). */
  savedMapping?: boolean;
  entryStatus?: 'APPROVED' | 'PENDING';
  /** Each person of the file (personKeyOf) and the member their time goes to, set at confirmation. */
  people?: Record<string, string>;
}

/** Rows handled per database round (one transaction each while importing). */
export const ANALYSIS_BATCH = 1000;
export const IMPORT_BATCH = 500;

/** How long a worker holds a job between two batches before another may take it over. */
export const LEASE_MS = 60_000;

/** Called between batches: true when the worker is stopping (the job resumes elsewhere later). */
export type ShouldStop = () => boolean;

export interface ProblemRow {
  rowNumber: number;
  line: number;
  code: string;
  column: string | null;
  message: string;
}
