import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/support/app.js';
import { claimJobRun } from './job-runs.js';

const t = await buildTestApp();
afterAll(() => t.close());

describe('claimJobRun', () => {
  it('lets one caller of many run a job per window, and the next window to a caller again', async () => {
    const now = new Date('2026-11-24T12:00:00Z');
    const claims = await Promise.all(
      Array.from({ length: 6 }, () => claimJobRun(t.database.db, 'alerts-test', now, 55_000)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    // Still inside the window: nobody.
    expect(await claimJobRun(t.database.db, 'alerts-test', new Date(now.getTime() + 54_000), 55_000)).toBe(false);
    // Once it has passed: one again.
    const later = new Date(now.getTime() + 55_000);
    const next = await Promise.all([1, 2, 3].map(() => claimJobRun(t.database.db, 'alerts-test', later, 55_000)));
    expect(next.filter(Boolean)).toHaveLength(1);
    // Another job has its own windows.
    expect(await claimJobRun(t.database.db, 'other-test', now, 55_000)).toBe(true);
  });
});
