import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

type StartOptions = Pick<WorkerOptions, 'resourceLimits' | 'workerData' | 'transferList'>;

/**
 * Starts a worker thread running the module at `hostUrl` (made with siblingModule). Compiled, the
 * host is a .js file a worker runs as is. From the sources (vitest, tsx) it is TypeScript: the
 * worker first registers tsx's loader (a dev dependency, present wherever the sources run), then
 * imports the host, whose own imports of .ts modules tsx then resolves.
 */
export function startModuleWorker(hostUrl: string, options: StartOptions = {}): Worker {
  if (hostUrl.endsWith('.js')) return new Worker(new URL(hostUrl), options);
  const bootstrap = `import(${JSON.stringify(tsxLoader())}).then(({ register }) => { register(); return import(${JSON.stringify(hostUrl)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}

/**
 * tsx's loader API. import.meta.resolve gives its ES module; vitest's global setup runs in vite's
 * module runner, which has no import.meta.resolve; there require's resolution finds the package's
 * CommonJS build, whose ES twin sits beside it (index.cjs, index.mjs).
 */
function tsxLoader(): string {
  try {
    return import.meta.resolve('tsx/esm/api');
  } catch {
    return pathToFileURL(
      createRequire(import.meta.url)
        .resolve('tsx/esm/api')
        .replace(/\.cjs$/, '.mjs'),
    ).href;
  }
}
