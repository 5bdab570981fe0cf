import { parentPort } from 'node:worker_threads';
import type { JobMessage, ReplyMessage } from './messages.js';

/**
 * The program every offload worker runs: it imports a task's module on first use (then keeps it,
 * so fonts and tables load once per worker), runs the export on the job's input and posts the
 * result back. One job at a time: the runner sends the next only after the reply.
 */

const port = parentPort;
if (!port) throw new Error('worker-host.ts runs in a worker thread only');

const modules = new Map<string, Promise<Record<string, unknown>>>();

function moduleOf(url: string) {
  let loaded = modules.get(url);
  if (!loaded) {
    loaded = import(url) as Promise<Record<string, unknown>>;
    modules.set(url, loaded);
  }
  return loaded;
}

/** A byte array that owns its whole memory moves to the main thread instead of being copied. */
function transferable(output: unknown): ArrayBuffer[] {
  if (!(output instanceof Uint8Array)) return [];
  const { buffer } = output;
  return buffer instanceof ArrayBuffer && output.byteOffset === 0 && output.byteLength === buffer.byteLength
    ? [buffer]
    : [];
}

port.on('message', (job: JobMessage) => {
  void (async () => {
    let reply: ReplyMessage;
    let transfer: ArrayBuffer[] = [];
    try {
      const run = (await moduleOf(job.module))[job.exportName];
      if (typeof run !== 'function') throw new Error(`${job.module} has no function ${job.exportName}`);
      const output: unknown = await (run as (input: unknown) => unknown)(job.input);
      reply = { kind: 'done', id: job.id, output };
      transfer = transferable(output);
    } catch (error) {
      reply = { kind: 'failed', id: job.id, message: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(reply, transfer);
  })();
});

port.postMessage({ kind: 'ready' } satisfies ReplyMessage);
