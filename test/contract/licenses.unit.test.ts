import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** docs/licenses.md names every runtime dependency with the licence its package declares. */
const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

function documentedLicences(): Map<string, string> {
  const doc = read('docs/licenses.md');
  const table = doc.slice(
    doc.indexOf('<!-- runtime-dependencies start -->'),
    doc.indexOf('<!-- runtime-dependencies end -->'),
  );
  const rows = table
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Package') && !line.startsWith('| ---'));
  return new Map(
    rows.map((line) => line.split('|').map((cell) => cell.trim())).map(([, name, licence]) => [name!, licence!]),
  );
}

describe('licences', () => {
  it('are AGPL-3.0-only for Punchclock itself, in package.json, LICENSE and the README', () => {
    const manifest = JSON.parse(read('package.json')) as { license: string };
    expect(manifest.license).toBe('AGPL-3.0-only');
    expect(read('LICENSE')).toMatch(/^GNU AFFERO GENERAL PUBLIC LICENSE\nVersion 3, 19 November 2007/);
    expect(read('README.md')).toContain('AGPL-3.0-only');
  });

  it('of every runtime dependency are listed in docs/licenses.md as their packages declare them', () => {
    const manifest = JSON.parse(read('package.json')) as { dependencies: Record<string, string> };
    const documented = documentedLicences();
    const declared = Object.keys(manifest.dependencies).map((name) => {
      const own = JSON.parse(read(`node_modules/${name}/package.json`)) as {
        license?: string;
        /** The older form, `[{ type }]`, which some packages (x11) still use. */
        licenses?: Array<{ type?: string }>;
      };
      const legacy = own.licenses?.map((entry) => entry.type).join(' OR ');
      return [name, own.license ?? (legacy || 'UNKNOWN')] as const;
    });
    expect([...documented.entries()].sort()).toEqual([...declared].sort());
  });
});
