import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// `npm ci` warns for every installed package whose `engines.node` leaves out the Node the README
// names as the floor (package.json `engines`). A new operator's first command should print no such
// warning, so every locked package must admit the floor's first version and the Node running this
// test (Node 20 in the main pass, the next Node in CI's runtime pass).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const readJson = (name: string) => JSON.parse(readFileSync(path.join(root, name), 'utf8')) as Record<string, unknown>;

interface LockedPackage {
  version?: string;
  engines?: unknown;
  os?: string[];
  cpu?: string[];
}

/** npm installs (and checks the engines of) only packages built for this machine's system and CPU. */
const installedHere = ({ os, cpu }: LockedPackage) =>
  (!os || os.includes(process.platform)) && (!cpu || cpu.includes(process.arch));

describe("the README's Node floor", () => {
  const floor = (readJson('package.json').engines as { node: string }).node;

  it('is admitted by every locked package, so npm ci prints no engine warning on it', () => {
    const versions = [semver.minVersion(floor)!.version, process.versions.node];
    const packages = readJson('package-lock.json').packages as Record<string, LockedPackage>;
    const refusing = Object.entries(packages).flatMap(([where, locked]) => {
      const engines = locked.engines as { node?: unknown } | undefined;
      const range = typeof engines?.node === 'string' ? semver.validRange(engines.node) : null;
      if (where === '' || range === null || !installedHere(locked)) return [];
      const refused = versions.filter((version) => !semver.satisfies(version, range));
      return refused.map(
        (version) => `${where}@${locked.version} needs node ${engines!.node as string}, not ${version}`,
      );
    });
    expect(refusing).toEqual([]);
  });

  it('is what the README says', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).toContain(`Node.js ${semver.minVersion(floor)!.version.replace(/\.0$/, '')}+`);
  });
});
