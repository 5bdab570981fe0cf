/**
 * A function another thread can run: a named export of one of our modules that is safe to load in
 * a worker (pure computation: no database, no server, no module state shared with the app). The
 * worker imports the module by URL, so the task's input and output cross threads by structured
 * clone: plain data, Buffers and typed arrays.
 */
export interface OffThreadTask<In, Out> {
  readonly module: string;
  readonly exportName: string;
  /** Type only: carries In and Out. */
  readonly signature?: (input: In) => Out;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any input type; the task keeps it
type TaskFunction = (input: any) => unknown;

/**
 * The URL of a module next to the caller, with the caller's own extension: `.js` when running
 * compiled from dist/, `.ts` when running the sources (vitest, tsx), where no `.js` file exists.
 */
export function siblingModule(callerUrl: string, relativePath: string): string {
  const extension = /\.[cm]?ts$/.test(new URL(callerUrl).pathname) ? '.ts' : '.js';
  return new URL(`${relativePath}${extension}`, callerUrl).href;
}

/**
 * Names `exportName` of the module at `relativePath` (without extension) next to `callerUrl` as a
 * task; F is the function's type, e.g. `offThreadTask<typeof renderInvoicePdf>(import.meta.url,
 * './invoice.pdf', 'renderInvoicePdf')` with a type-only import, so the calling thread never loads it.
 */
export function offThreadTask<F extends TaskFunction>(
  callerUrl: string,
  relativePath: string,
  exportName: string,
): OffThreadTask<Parameters<F>[0], Awaited<ReturnType<F>>> {
  return { module: siblingModule(callerUrl, relativePath), exportName };
}
