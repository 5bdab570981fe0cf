// Runs a compiled entry point (default: the server), compiling first only when a source changed.
// Usage: node scripts/start.mjs [path under dist/, e.g. cli/plan.js] [arguments of that entry…]
//
// The entry is imported into this very process instead of spawned, so the process npm starts
// (and forwards SIGINT/SIGTERM to) is the server itself: stopping npm stops the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [, , entryUnderDist = 'main.js', ...entryArguments] = process.argv;
const entry = path.join(root, 'dist', entryUnderDist);
// Written after each successful build; tsc leaves its own build info untouched when nothing changed.
const stamp = path.join(root, 'dist', '.build-stamp');
const inputs = ['src', 'tsconfig.json', 'tsconfig.build.json', 'package.json'].map((name) => path.join(root, name));

/** Newest modification time under the inputs; directories count too, so a deleted file is a change. */
function newestInput(file) {
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(file).reduce((newest, name) => Math.max(newest, newestInput(path.join(file, name))), stat.mtimeMs);
}

const built = statSync(stamp, { throwIfNoEntry: false })?.mtimeMs ?? 0;
if (!existsSync(entry) || inputs.some((input) => newestInput(input) > built)) {
  process.stdout.write('Compiling TypeScript (only what changed)…\n');
  const buildStarted = new Date();
  const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // Dated when the build began, so a file saved during the build still counts as newer.
  writeFileSync(stamp, `${buildStarted.toISOString()}\n`);
  utimesSync(stamp, buildStarted, buildStarted);
}
// The entry reads its arguments as if node had started it directly (`node dist/cli/plan.js show <id>`):
// process.argv[1] is its own file and its arguments follow, not this script and the entry's path.
process.argv = [process.argv[0], entry, ...entryArguments];
await import(pathToFileURL(entry).href);
