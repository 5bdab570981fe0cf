import type { DatabaseKind } from '../db/database.js';
import type { SequenceState } from './tables.js';

/** Raised for an archive or a target that restore refuses; the message is one line for the operator. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** One file inside the archive, with what restore checks it against. */
export interface Part {
  /** Path inside the archive. */
  path: string;
  bytes: number;
  sha256: string;
}

/**
 * manifest.json, the archive's last entry (its checksums are known only once every other part
 * is written). Bump FORMAT when a reader of the previous format could not read the new one.
 */
export interface Manifest {
  format: typeof FORMAT;
  app: 'punchclock';
  appVersion: string;
  createdAt: string;
  database: {
    kind: DatabaseKind;
    /** Names of the migrations the database held, in order: restore brings the schema to exactly these first. */
    migrations: string[];
    tables: (Part & { name: string; rows: number })[];
    sequences: SequenceState[];
  };
  files: {
    /** The storage the files came from; `s3` files are not in the archive (docs/operations.md). */
    storage: 'fs' | 's3';
    included: boolean;
    count: number;
    bytes: number;
    entries: (Part & { key: string })[];
  };
  /** The JWT secret generated into DATA_DIR, when there is one: portal links and sessions are signed with it. */
  secrets: (Part & { name: 'jwt-secret' })[];
}

export const FORMAT = 1;
export const MANIFEST_PATH = 'manifest.json';
export const tablePath = (table: string) => `database/${table}.jsonl`;
export const filePath = (key: string) => `files/${key}`;
export const secretPath = (name: string) => `data-dir/${name}`;

/** Every part the manifest names, by path. */
export function partsOf(manifest: Manifest): Map<string, Part> {
  return new Map(
    [...manifest.database.tables, ...manifest.files.entries, ...manifest.secrets].map((part) => [part.path, part]),
  );
}

export function parseManifest(text: string): Manifest {
  // Read as unknown values: an archive from elsewhere may hold anything.
  let manifest: Omit<Manifest, 'format' | 'app'> & { format: unknown; app: unknown };
  try {
    manifest = JSON.parse(text) as typeof manifest;
  } catch {
    throw new BackupError('manifest.json is not JSON: not a Punchclock backup');
  }
  if (manifest.app !== 'punchclock') throw new BackupError('not a Punchclock backup (manifest.json names another app)');
  if (manifest.format !== FORMAT)
    throw new BackupError(
      `backup format ${String(manifest.format)} is not one this version reads (${FORMAT}): use a newer Punchclock`,
    );
  return manifest as Manifest;
}
