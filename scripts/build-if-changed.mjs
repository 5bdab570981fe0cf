// Compiles the server (tsc → dist/) and builds the web app (Vite → web/dist/), each only when one
// of its sources is newer than its last successful build. `npm start` runs this first; so does
// the end-to-end suite. Run directly (`node scripts/build-if-changed.mjs`) it builds both;
// with `--server`, the server alone.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const inRoot = (...names) => names.map((name) => path.join(root, name));

/** Newest modification time under the inputs; directories count too, so a deleted file is a change. */
function newestInput(file) {
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(file).reduce((newest, name) => Math.max(newest, newestInput(path.join(file, name))), stat.mtimeMs);
}

/**
 * Runs `command` when `output` is missing or an input changed since the stamp (written after each
 * successful build, dated when the build began, so a file saved during the build still counts).
 */
function buildWhenChanged({ announce, inputs, output, stamp, command, env = process.env }) {
  const built = statSync(stamp, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (existsSync(output) && !inputs.some((input) => newestInput(input) > built)) return;
  process.stdout.write(`${announce}\n`);
  const buildStarted = new Date();
  const result = spawnSync(process.execPath, command, { stdio: 'inherit', cwd: root, env });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, `${buildStarted.toISOString()}\n`);
  utimesSync(stamp, buildStarted, buildStarted);
}

export function buildServerIfChanged(entry = path.join(root, 'dist', 'main.js')) {
  buildWhenChanged({
    announce: 'Compiling TypeScript (only what changed)…',
    inputs: inRoot('src', 'tsconfig.json', 'tsconfig.build.json', 'package.json'),
    output: entry,
    // tsc leaves its own build info untouched when nothing changed, hence a stamp of our own.
    stamp: path.join(root, 'dist', '.build-stamp'),
    command: [
      path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'),
      '-p',
      path.join(root, 'tsconfig.build.json'),
    ],
  });
}

export function buildWebIfChanged() {
  buildWhenChanged({
    announce: 'Building the web app…',
    inputs: inRoot(
      'web/src',
      'web/public',
      'web/tools',
      'web/index.html',
      'web/vite.config.ts',
      'web/tsconfig.json',
      'package.json',
    ),
    output: path.join(root, 'web', 'dist', 'index.html'),
    // Inside web/dist: Vite empties the folder on each build, and the stamp is written after it.
    stamp: path.join(root, 'web', 'dist', '.build-stamp'),
    command: [
      path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--config',
      path.join(root, 'web', 'vite.config.ts'),
    ],
    // Whatever NODE_ENV the server runs with (development, or vitest's test), the app is built for
    // production: any other value gives React's development build, over half again the size.
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

// `--server` compiles the server alone (the process test lane needs no web app).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildServerIfChanged();
  if (!process.argv.includes('--server')) buildWebIfChanged();
}
