/**
 * The generated part of docs/architecture.md (`npm run docs:architecture`): every module under
 * src/modules with the modules whose index.ts it imports, and the tables its `*.tables.ts` files
 * declare, then the tables the platform declares. It is read from the code the way the contract
 * tests read it: imports from each module's production files (test files are exempt from the module
 * rules, as in .dependency-cruiser.cjs), tables from `export const x = pgTable('name'` as in
 * test/contract/table-ownership.unit.test.ts. test/contract/architecture-doc.unit.test.ts
 * regenerates the section in memory and fails when the committed doc differs.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const BEGIN_MARKER = '<!-- generated: npm run docs:architecture -->';
export const END_MARKER = '<!-- end generated -->';

const TABLE = /export const \w+ = pgTable\(\s*'(\w+)'/g;

/** Every `.ts` file under `folder`, test files excluded, in a stable order. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
    });
}

function tablesIn(files: string[]): string[] {
  return files
    .filter((file) => file.endsWith('.tables.ts'))
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(TABLE)].map((match) => match[1]!));
}

export interface ModuleFacts {
  name: string;
  /** Modules whose index.ts this module's production code imports, by name, sorted. */
  imports: string[];
  /** Tables declared in this module's `*.tables.ts` files, in declaration order. */
  tables: string[];
}

/** The modules under `<root>/src/modules`, with what they import and the tables they own. */
export function readModules(root: string): ModuleFacts[] {
  const modulesDir = path.join(root, 'src', 'modules');
  const names = readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return names.map((name) => {
    const files = sourceFiles(path.join(modulesDir, name));
    const imports = new Set<string>();
    for (const file of files) {
      for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
        if (!fileName.startsWith('.')) continue;
        const target = path.relative(modulesDir, path.resolve(path.dirname(file), fileName)).split(path.sep);
        if (target.length > 1 && target[0] !== '..' && target[0] !== name) imports.add(target[0]!);
      }
    }
    return { name, imports: [...imports].sort(), tables: tablesIn(files) };
  });
}

/** The tables declared under `<root>/src/platform`, by the file that declares them. */
export function readPlatformTables(root: string): Array<{ file: string; tables: string[] }> {
  return sourceFiles(path.join(root, 'src', 'platform'))
    .filter((file) => file.endsWith('.tables.ts'))
    .map((file) => ({ file: path.relative(root, file).split(path.sep).join('/'), tables: tablesIn([file]) }));
}

/** A markdown table laid out as Prettier lays it out, so the doc stays formatted. */
function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) =>
    Math.max(3, cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

const code = (names: string[]) => (names.length > 0 ? names.map((name) => `\`${name}\``).join(', ') : 'none');

/** The generated section, markers included. */
export function architectureSection(root: string): string {
  const modules = markdownTable(
    ['module', 'imports (their `index.ts`)', 'tables it owns'],
    readModules(root).map((module) => [`\`${module.name}\``, code(module.imports), code(module.tables)]),
  );
  const platform = markdownTable(
    ['declared in', 'tables the platform owns'],
    readPlatformTables(root).map((entry) => [`\`${entry.file}\``, code(entry.tables)]),
  );
  return [
    BEGIN_MARKER,
    '',
    'Generated from the code by `npm run docs:architecture` (`scripts/architecture-doc.ts`); ' +
      '`test/contract/architecture-doc.unit.test.ts` fails when this part is out of date.',
    '',
    modules,
    '',
    platform,
    '',
    END_MARKER,
  ].join('\n');
}

/** `doc` with its generated section replaced by `section`. */
export function withSection(doc: string, section: string): string {
  const begin = doc.indexOf(BEGIN_MARKER);
  const end = doc.indexOf(END_MARKER, begin);
  if (begin < 0 || end < 0) throw new Error(`docs/architecture.md has no ${BEGIN_MARKER} … ${END_MARKER} section`);
  return doc.slice(0, begin) + section + doc.slice(end + END_MARKER.length);
}

export const architectureDocPath = (root: string) => path.join(root, 'docs', 'architecture.md');

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const file = architectureDocPath(root);
  const before = readFileSync(file, 'utf8');
  const after = withSection(before, architectureSection(root));
  if (after !== before) writeFileSync(file, after);
  console.log(after === before ? 'docs/architecture.md is up to date' : 'docs/architecture.md rewritten');
}
