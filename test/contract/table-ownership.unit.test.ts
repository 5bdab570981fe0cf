import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every table has one owner: the module (or platform folder) whose `*.tables.ts` declares it, and
 * only the owner writes it. Others call the owner's exported functions. Checked on the source
 * text: drizzle writes (`.insert(t)`, `.update(t)`, `.delete(t)`) and raw SQL writes.
 */
const SRC = path.resolve('src');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** `src/modules/time/x.ts` and `src/modules/time/entries/x.ts` → `modules/time`; `src/platform/outbox/x.ts` → `platform/outbox`; `src/platform/x.ts` → `platform`. */
function ownerOf(file: string): string {
  const parts = path.relative(SRC, file).split(path.sep);
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

const files = sourceFiles(SRC);
const tables = new Map<string, string>();
for (const file of files.filter((candidate) => candidate.endsWith('.tables.ts'))) {
  for (const match of readFileSync(file, 'utf8').matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) {
    tables.set(match[1]!, ownerOf(file));
    tables.set(match[2]!, ownerOf(file));
  }
}

const WRITES = [/\.(?:insert|update|delete)\((\w+)\)/g, /\b(?:insert into|delete from|update)\s+(\w+)\b/gi];

describe('table ownership', () => {
  it('finds the tables', () => {
    expect(tables.get('users')).toBeDefined();
    expect(tables.get('time_entries')).toBeDefined();
  });

  it('lets only the owning module write a table', () => {
    const trespasses: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const pattern of WRITES) {
        for (const match of text.matchAll(pattern)) {
          const owner = tables.get(match[1]!);
          if (owner && owner !== ownerOf(file))
            trespasses.push(`${path.relative(SRC, file)} writes ${match[1]} (owned by ${owner})`);
        }
      }
    }
    expect(trespasses).toEqual([]);
  });
});
