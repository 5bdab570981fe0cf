import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { architectureDocPath, architectureSection, readModules, withSection } from '../../scripts/architecture-doc.js';

/**
 * docs/architecture.md's table of modules, their imports and their tables is generated from the
 * code by scripts/architecture-doc.ts; regenerated here in memory, it must equal the committed doc.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('docs/architecture.md', () => {
  it('reads the modules, their imports and their tables from the code', () => {
    const modules = new Map(readModules(root).map((module) => [module.name, module]));
    expect(modules.get('time')?.tables).toContain('time_entries');
    expect(modules.get('time')?.imports).toContain('projects');
    expect(modules.get('users')?.imports).toEqual([]);
  });

  it('has the generated section as the code is now', () => {
    const committed = readFileSync(architectureDocPath(root), 'utf8');
    const regenerated = withSection(committed, architectureSection(root));
    expect(committed, 'docs/architecture.md is out of date: run `npm run docs:architecture` and commit it').toBe(
      regenerated,
    );
  });
});
