import { cruise, type ICruiseResult, type ICruiseOptions } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The module boundaries of docs/architecture.md, as rules in .dependency-cruiser.cjs. Checked at two
 * zoom levels: file by file, and with each module collapsed to one node, where the same no-cycles
 * rule finds modules that depend on each other through files that do not form a cycle themselves.
 */
async function violationsOf(extra: Partial<ICruiseOptions> = {}, onlyRule?: string): Promise<string[]> {
  const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
  const tsConfig = extractTSConfig('tsconfig.json');
  const result = await cruise(['src'], { ...options, ...extra }, undefined, { tsConfig });
  const { violations } = (result.output as ICruiseResult).summary;
  return violations
    .filter((violation) => onlyRule === undefined || violation.rule.name === onlyRule)
    .map((violation) => {
      const path = violation.cycle ? violation.cycle.map((step) => step.name).join(' → ') : violation.to;
      return `${violation.rule.name}: ${violation.from} → ${path}`;
    });
}

describe('architecture', () => {
  it('keeps modules behind their index.ts, the platform free of modules, and files free of cycles', async () => {
    expect(await violationsOf()).toEqual([]);
  });

  it('has no cycle between modules', async () => {
    const moduleGraph = { collapse: '^src/modules/[^/]+/', exclude: { path: '\\.test\\.ts$' } };
    expect(await violationsOf(moduleGraph, 'no-cycles')).toEqual([]);
  });

  it("treats a module's sub-folders as the module's inside: another module reaches only its index.ts", () => {
    const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as {
      forbidden: Array<{ name: string; from: { path: string }; to: { path: string; pathNot: string[] } }>;
    };
    const rule = config.forbidden.find((candidate) => candidate.name === 'modules-meet-only-at-index')!;
    // As dependency-cruiser applies the rule: `$1` in `to` is the module the `from` path matched.
    const forbidden = (from: string, to: string) => {
      const module = new RegExp(rule.from.path).exec(from)?.[1];
      if (module === undefined || !new RegExp(rule.to.path).test(to)) return false;
      return !rule.to.pathNot.some((pattern) => new RegExp(pattern.replaceAll('$1', module)).test(to));
    };
    expect(forbidden('src/modules/alerts/alerts.job.ts', 'src/modules/time/index.ts')).toBe(false);
    expect(forbidden('src/modules/alerts/alerts.job.ts', 'src/modules/time/reports/budget-use.repository.ts')).toBe(
      true,
    );
    expect(forbidden('src/modules/alerts/alerts.job.ts', 'src/modules/time/reports/index.ts')).toBe(true);
    expect(forbidden('src/modules/time/weeks/approval.service.ts', 'src/modules/time/entries/entries.service.ts')).toBe(
      false,
    );
    expect(forbidden('src/modules/time/team/team.routes.ts', 'src/modules/members/index.ts')).toBe(false);
  });
});

/**
 * The literal text of each raw SQL template (sql`…`) in `source`, its `${…}` interpolations left
 * out: a drizzle table interpolated there is imported from its owner, which the rules above check.
 */
function rawSqlTexts(source: string): string[] {
  const texts: string[] = [];
  for (const match of source.matchAll(/\bsql(?:<[^>`]*>|\.raw\()?`/g))
    texts.push(templateAt(source, match.index + match[0].length).text);
  return texts;
}

/** Reads a template literal whose text starts at `start`: its literal parts, and where it ends. */
function templateAt(source: string, start: number): { text: string; end: number } {
  let text = '';
  let index = start;
  while (index < source.length) {
    const char = source[index]!;
    if (char === '\\') {
      text += source.slice(index, index + 2);
      index += 2;
    } else if (char === '`') {
      return { text, end: index + 1 };
    } else if (char === '$' && source[index + 1] === '{') {
      index = interpolationEnd(source, index + 2);
      text += ' ? ';
    } else {
      text += char;
      index += 1;
    }
  }
  return { text, end: index };
}

/** The index after the `}` closing an interpolation opened before `start`, nested templates included. */
function interpolationEnd(source: string, start: number): number {
  let depth = 1;
  let index = start;
  while (index < source.length && depth > 0) {
    const char = source[index]!;
    if (char === '`') index = templateAt(source, index + 1).end;
    else {
      if (char === '{') depth += 1;
      if (char === '}') depth -= 1;
      index += 1;
    }
  }
  return index;
}

/** The tables a piece of SQL reads or writes by name: what follows from, join, update, into (string literals left out). */
function tablesNamedIn(sqlText: string): string[] {
  const code = sqlText.replace(/'(?:[^']|'')*'/g, "''");
  return [...code.matchAll(/\b(?:from|join|update|into)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi)].map((match) =>
    match[1]!.toLowerCase(),
  );
}

const SRC = path.resolve('src');

function productionFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : productionFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** `src/modules/time/x.ts` and `src/modules/time/entries/x.ts` → `modules/time`; `src/platform/outbox/x.ts` → `platform/outbox`. */
function ownerOf(file: string): string {
  const parts = path.relative(SRC, file).split(path.sep);
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

describe('raw SQL', () => {
  const files = productionFiles(SRC);
  const owners = new Map<string, string>();
  for (const file of files.filter((candidate) => candidate.endsWith('.tables.ts')))
    for (const match of readFileSync(file, 'utf8').matchAll(/export const \w+ = pgTable\(\s*'(\w+)'/g))
      owners.set(match[1]!, ownerOf(file));

  it('reads the table names in a template, not its interpolations or string literals', () => {
    const source =
      "sql<number>`select m.id from members m join ${roles} r on true where 'projects.manage' = any(r.permissions)" +
      ' and ${`nested ${`from users`}`} in (select 1 from "api_keys")`';
    expect(rawSqlTexts(source).flatMap(tablesNamedIn)).toEqual(['members', 'api_keys']);
  });

  it("names no other module's table in a module's raw SQL (ask the owner through its index.ts)", () => {
    expect(owners.get('members')).toBe('modules/members');
    const trespasses: string[] = [];
    for (const file of files) {
      const reader = ownerOf(file);
      for (const table of rawSqlTexts(readFileSync(file, 'utf8')).flatMap(tablesNamedIn)) {
        const owner = owners.get(table);
        // The platform's folders share their infrastructure tables (the metrics route counts the outbox).
        const platformReadsPlatform = reader.startsWith('platform') && owner?.startsWith('platform');
        if (owner && owner !== reader && !platformReadsPlatform)
          trespasses.push(`${path.relative(SRC, file)} names table ${table} (owned by ${owner}) in raw SQL`);
      }
    }
    expect(trespasses).toEqual([]);
  });
});
