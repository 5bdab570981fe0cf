import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/index.js';
import { rowsOf } from '../db/rows.js';
import { jobRuns } from './job-runs.tables.js';

/** This process, as a claimant: a job claimed by it shows whose run it was when reading the table. */
const PROCESS = `${process.pid}:${randomUUID().slice(0, 8)}`;

/**
 * Claims the run of job `name` for the window [now, now + windowMs): true for exactly one caller
 * per window whatever the number of processes (one statement: the insert, or the update of a claim
 * whose window has passed). A claimant that dies mid-run leaves the job to the next window.
 */
export async function claimJobRun(executor: Executor, name: string, now: Date, windowMs: number): Promise<boolean> {
  const until = new Date(now.getTime() + windowMs).toISOString();
  const result = await executor.execute(sql`
    insert into ${jobRuns} (name, claimed_until, claimed_by)
    values (${name}, ${until}::timestamptz, ${PROCESS})
    on conflict (name) do update set claimed_until = excluded.claimed_until, claimed_by = excluded.claimed_by
     where ${jobRuns.claimedUntil} <= ${now.toISOString()}::timestamptz
    returning name
  `);
  return rowsOf(result).length === 1;
}
