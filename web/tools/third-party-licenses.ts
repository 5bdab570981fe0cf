// Writes third-party-licenses.txt next to the built app: every npm package whose code ends up in
// the bundle, with its version, its licence and the licence text it ships. Built from the bundle
// itself, so the list is true to what a browser downloads (docs/licenses.md).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

interface BundledPackage {
  name: string;
  version: string;
  license: string;
  text: string;
}

/** The root folder of the npm package a bundled module comes from, or null for the app's own code. */
export function packageRootOf(moduleId: string): string | null {
  const file = moduleId.replace(/^\0/, '').split('?')[0]!;
  const marker = `${path.sep}node_modules${path.sep}`;
  const at = file.lastIndexOf(marker);
  if (at < 0) return null;
  const rest = file.slice(at + marker.length).split(path.sep);
  const depth = rest[0]!.startsWith('@') ? 2 : 1;
  if (rest.length <= depth) return null;
  return file.slice(0, at + marker.length) + rest.slice(0, depth).join(path.sep);
}

function packageAt(root: string): BundledPackage {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
    license?: string;
  };
  const licenseFile = readdirSync(root).find((name) => /^(licen[cs]e|copying)(\.(md|txt))?$/i.test(name));
  return {
    name: manifest.name,
    version: manifest.version,
    license: manifest.license ?? 'UNKNOWN',
    text: licenseFile ? readFileSync(path.join(root, licenseFile), 'utf8').trim() : '(no licence file shipped)',
  };
}

/** The licence notice of the given packages, one section each, by name. */
export function licenseNotice(packages: readonly BundledPackage[]): string {
  const sections = [...packages]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((p) => `${p.name} ${p.version} (${p.license})\n${'-'.repeat(60)}\n${p.text}\n`);
  return [
    'Punchclock web app: third-party code in this bundle and its licences.',
    'Punchclock itself is licensed under AGPL-3.0-only (see LICENSE in its source).',
    '',
    ...sections,
  ].join('\n');
}

export function thirdPartyLicenses(): Plugin {
  return {
    name: 'punchclock-third-party-licenses',
    apply: 'build',
    generateBundle(_options, bundle) {
      const roots = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of Object.keys(output.modules)) {
          const root = packageRootOf(id);
          if (root && existsSync(path.join(root, 'package.json'))) roots.add(root);
        }
      }
      const packages = [...roots].map(packageAt);
      // A package reached through two paths (hoisted and nested) is listed once per version.
      const unique = [...new Map(packages.map((p) => [`${p.name}@${p.version}`, p])).values()];
      this.emitFile({ type: 'asset', fileName: 'third-party-licenses.txt', source: licenseNotice(unique) });
    },
  };
}
