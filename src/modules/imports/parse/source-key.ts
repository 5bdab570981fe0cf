/**
 * An entry's identity across files: sha256 hex over what every tool exports alike (the person,
 * when, project, client, task, description), not over the file's format, its row or the fields
 * tools write differently (billable flags, tags, rates, amounts). So the same entry in two
 * overlapping exports, from Toggl and from Clockify, or twice in one file, has one key
 * (docs/decisions/time/import-duplicates.md). Harvest writes a day and decimal hours and no
 * times, so its entries key on the day and the duration and never match a timed export's.
 */

import { createHash } from 'node:crypto';
import type { ImportRow } from './import-row.js';

/** Bump when the parts change: keys stored by an older version then stop matching, visibly. */
const KEY_VERSION = 'punchclock-import-1';

/** Case, accents' composition and runs of white space do not make another entry. */
function same(text: string | null): string {
  return (text ?? '').normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
}

type KeyedParts = Pick<
  ImportRow,
  'person' | 'start' | 'end' | 'day' | 'durationSeconds' | 'project' | 'client' | 'task' | 'description'
>;

export function sourceKeyOf(row: KeyedParts): string {
  const person = same(row.person.email ?? row.person.name);
  const when = row.start
    ? [
        'at',
        row.start.date,
        row.start.time,
        row.end?.date ?? '',
        row.end?.time ?? '',
        row.end ? '' : String(row.durationSeconds),
      ]
    : ['day', row.day ?? '', String(row.durationSeconds)];
  const parts = [
    KEY_VERSION,
    person,
    ...when,
    same(row.project),
    same(row.client),
    same(row.task),
    same(row.description),
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}
