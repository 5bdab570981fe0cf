import type { Part } from '../../platform/backup/manifest.js';
import { BackupError } from '../../platform/backup/manifest.js';

/**
 * manifest.json of an export archive (docs/exporting.md): what it holds, with each part's size and
 * SHA-256, and what was left out and why. Bump EXPORT_FORMAT when a reader of the previous format
 * could not read the new one.
 */
export interface ExportManifest {
  format: typeof EXPORT_FORMAT;
  app: 'punchclock';
  kind: 'organization-export';
  scope: 'ORGANIZATION' | 'MEMBER';
  appVersion: string;
  createdAt: string;
  organization: { id: string; name: string };
  /** For a member's export: whose data it is. */
  member?: { id: string; name: string; email: string };
  /** The migrations the exporting installation had: a restore needs every one of them. */
  migrations: string[];
  tables: {
    name: string;
    rows: number;
    columns: string[];
    jsonl: Part;
    csv: Part;
  }[];
  files: {
    count: number;
    bytes: number;
    entries: (Part & { key: string })[];
    /** Keys the rows name whose file was no longer stored (deleted while the export ran). */
    missing: string[];
  };
  leftOut: {
    tables: { name: string; reason: string }[];
    columns: { table: string; columns: string[] }[];
  };
}

export const EXPORT_FORMAT = 1;
export const exportTablePath = (table: string, type: 'jsonl' | 'csv') =>
  `${type === 'jsonl' ? 'data' : 'csv'}/${table}.${type}`;
export const exportFilePath = (key: string) => `files/${key}`;

/** Every part the manifest names, by path. */
export function exportParts(manifest: ExportManifest): Map<string, Part> {
  return new Map(
    [...manifest.tables.flatMap((table) => [table.jsonl, table.csv]), ...manifest.files.entries].map((part) => [
      part.path,
      part,
    ]),
  );
}

export function parseExportManifest(text: string): ExportManifest {
  let manifest: { format?: unknown; app?: unknown; kind?: unknown };
  try {
    manifest = JSON.parse(text) as typeof manifest;
  } catch {
    throw new BackupError('manifest.json is not JSON: not a Punchclock export');
  }
  if (manifest.app !== 'punchclock' || manifest.kind !== 'organization-export')
    throw new BackupError('not a Punchclock organization export (manifest.json says otherwise)');
  if (manifest.format !== EXPORT_FORMAT)
    throw new BackupError(
      `export format ${String(manifest.format)} is not one this version reads (${EXPORT_FORMAT}): use a newer Punchclock`,
    );
  return manifest as ExportManifest;
}
