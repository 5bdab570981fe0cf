import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { holdGate, tasks } from '../../../test/support/offload-tasks.js';
import { AppError } from '../http/errors.js';
import { createOffThreadRunner, defaultWorkerCount, type OffloadLimits, type OffThreadRunner } from './runner.js';
import { siblingModule } from './task.js';

const open: OffThreadRunner[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((runner) => runner.close()));
});

function runner(limits: Partial<OffloadLimits> = {}) {
  const created = createOffThreadRunner({
    workers: 1,
    queueSize: 10,
    perKeyRunning: 1,
    perKeyQueued: 10,
    timeoutMs: 60_000,
    ...limits,
  });
  open.push(created);
  return created;
}

/** The AppError a call throws or rejects with. */
async function refusal(call: () => Promise<unknown>): Promise<AppError> {
  try {
    await call();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected a refusal');
}

describe('off-thread runner', () => {
  it("loads a task's module with the caller's extension: .js compiled in dist/, .ts from the sources", () => {
    expect(siblingModule('file:///app/dist/modules/financials/invoices.service.js', './invoice.pdf')).toBe(
      'file:///app/dist/modules/financials/invoice.pdf.js',
    );
    expect(siblingModule('file:///app/src/modules/financials/invoices.service.ts', './invoice.pdf')).toBe(
      'file:///app/src/modules/financials/invoice.pdf.ts',
    );
  });

  it('sizes itself to the machine: one core stays with the event loop, at least one worker', () => {
    expect(defaultWorkerCount()).toBeGreaterThanOrEqual(1);
  });

  it('runs a task on another thread and gives Buffers back as Buffers', async () => {
    const pool = runner();
    expect(await pool.run('org-a', tasks.whereAmI, undefined)).not.toBe(threadId);
    const bytes = await pool.run('org-a', tasks.bytes, 100_000);
    expect(Buffer.isBuffer(bytes)).toBe(true);
    expect(bytes).toEqual(Buffer.alloc(100_000, 7));
  });

  it('refuses with 503 OFFLOAD_QUEUE_FULL and Retry-After beyond workers + queue', async () => {
    const pool = runner({ workers: 1, queueSize: 1 });
    const { gate, started, release } = holdGate();
    const first = pool.run('org-a', tasks.hold, gate);
    const second = pool.run('org-b', tasks.hold, gate);
    const refused = await refusal(() => pool.run('org-c', tasks.hold, gate, { what: 'invoice PDFs' }));
    expect(refused).toMatchObject({ statusCode: 503, code: 'OFFLOAD_QUEUE_FULL' });
    expect(refused.message).toContain('invoice PDFs');
    expect(Number(refused.headers?.['retry-after'])).toBeGreaterThanOrEqual(1);
    await started(1);
    release();
    expect(await Promise.all([first, second])).toEqual(['released', 'released']);
  });

  it('lets one organization neither take every worker nor the whole queue', async () => {
    const pool = runner({ workers: 2, perKeyRunning: 1, perKeyQueued: 1 });
    const { gate, started, release } = holdGate();
    const mine = [pool.run('org-a', tasks.hold, gate), pool.run('org-a', tasks.hold, gate)];
    const refused = await refusal(() => pool.run('org-a', tasks.hold, gate));
    expect(refused).toMatchObject({ statusCode: 429, code: 'OFFLOAD_ORGANIZATION_BUSY' });
    expect(refused.headers?.['retry-after']).toBeDefined();
    // The second worker goes to another organization while org-a's second job waits.
    const theirs = pool.run('org-b', tasks.hold, gate);
    await started(2);
    expect(pool.load('org-a')).toEqual({ running: 1, waiting: 1 });
    expect(pool.load('org-b')).toEqual({ running: 1, waiting: 0 });
    release();
    expect(await Promise.all([...mine, theirs])).toEqual(['released', 'released', 'released']);
  });

  it('serves waiting organizations in turn, not in arrival order', async () => {
    const pool = runner({ workers: 1, perKeyRunning: 1 });
    const { gate, started, release } = holdGate();
    const order: string[] = [];
    const track = (key: string) => pool.run(key, tasks.hold, gate).then(() => order.push(key));
    const jobs = [track('org-a'), track('org-a'), track('org-a'), track('org-b')];
    await started(1);
    release();
    await Promise.all(jobs);
    expect(order).toEqual(['org-a', 'org-b', 'org-a', 'org-a']);
  });

  it('stops a job that runs past the time limit, and carries on with a fresh worker', async () => {
    const pool = runner({ timeoutMs: 300 });
    const refused = await refusal(() => pool.run('org-a', tasks.spinForever, undefined));
    expect(refused).toMatchObject({ statusCode: 503, code: 'OFFLOAD_TIMED_OUT' });
    expect(await pool.run('org-a', tasks.bytes, 1)).toHaveLength(1);
    expect(pool.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('drops a waiting job whose caller gave up', async () => {
    const pool = runner({ workers: 1 });
    const { gate, started, release } = holdGate();
    const running = pool.run('org-a', tasks.hold, gate);
    const caller = new AbortController();
    const abandoned = pool.run('org-b', tasks.hold, gate, { signal: caller.signal });
    await started(1);
    caller.abort(new Error('client gone'));
    await expect(abandoned).rejects.toThrow('client gone');
    expect(pool.load()).toEqual({ running: 1, waiting: 0 });
    release();
    expect(await running).toBe('released');
  });

  it("passes a task's error on, and the worker serves the next job", async () => {
    const pool = runner();
    await expect(pool.run('org-a', tasks.fail, 'broken input')).rejects.toThrow('broken input');
    expect(await pool.run('org-a', tasks.bytes, 2)).toHaveLength(2);
  });

  it('fails what is in flight when closed, and refuses new work', async () => {
    const pool = runner();
    const { gate, started } = holdGate();
    const running = pool.run('org-a', tasks.hold, gate);
    await started(1);
    const outcome = expect(running).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    await pool.close();
    await outcome;
    await expect(refusal(() => pool.run('org-a', tasks.bytes, 1))).resolves.toMatchObject({ statusCode: 503 });
  });
});
