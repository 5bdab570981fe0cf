// Runs a compiled entry point (default: the server), compiling first only when a source changed;
// the server's entry also builds the web app it serves when the app's sources changed.
// Usage: node scripts/start.mjs [path under dist/, e.g. cli/plan.js] [arguments of that entry…]
//
// The entry is imported into this very process instead of spawned, so the process npm starts
// (and forwards SIGINT/SIGTERM to) is the server itself: stopping npm stops the server.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServerIfChanged, buildWebIfChanged, root } from './build-if-changed.mjs';

const [, , entryUnderDist = 'main.js', ...entryArguments] = process.argv;
const entry = path.join(root, 'dist', entryUnderDist);
buildServerIfChanged(entry);
if (entryUnderDist === 'main.js') buildWebIfChanged();
// The entry reads its arguments as if node had started it directly (`node dist/cli/plan.js show <id>`):
// process.argv[1] is its own file and its arguments follow, not this script and the entry's path.
process.argv = [process.argv[0], entry, ...entryArguments];
await import(pathToFileURL(entry).href);
