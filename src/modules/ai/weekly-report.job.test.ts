import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, registerOwner, type Actor } from '../../../test/support/actors.js';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { testClock } from '../../../test/support/clock.js';
import { deliverOutbox } from '../../../test/support/mail.js';
import { startSmtpSink, type SmtpSink } from '../../../test/support/smtp-sink.js';
import { rowsOf } from '../../platform/db/rows.js';
import { setPlan } from '../organizations/index.js';
import { builtinEngine } from './builtin.engine.js';
import { runWeeklyReportJob } from './weekly-report.service.js';

const FRIDAY = new Date('2026-11-20T16:00:00Z');
const clock = testClock('2026-11-16T09:00:00Z');
let t: TestApp;
let sink: SmtpSink;
let team: { owner: Actor; admin: Actor; manager: Actor };
let trial: Actor;
let free: Actor;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  sink = await startSmtpSink();
  const owner = await registerOwner(t, { organizationName: 'Team Org' });
  team = { owner, admin: await addMember(t, owner, 'ADMIN'), manager: await addMember(t, owner, 'MANAGER') };
  await setPlan(t.database.db, owner.orgId, 'TEAM');
  trial = await registerOwner(t, { organizationName: 'Trial Org' });
  free = await registerOwner(t, { organizationName: 'Free Org' });
  await setPlan(t.database.db, free.orgId, 'PRO');
  await deliverOutbox(t, sink);
  sink.received.length = 0;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

async function reportMails() {
  const rows = rowsOf<{ to: string; subject: string }>(
    await t.database.db.execute(
      sql`select payload->>'to' as to, payload->>'subject' as subject from outbox where payload->>'subject' like 'Weekly report%'`,
    ),
  );
  return rows;
}

describe('the Friday weekly report job', () => {
  it('does nothing before Friday afternoon (UTC)', async () => {
    expect(await runWeeklyReportJob(t.database.db, builtinEngine, new Date('2026-11-19T16:00:00Z'))).toEqual([]);
    expect(await runWeeklyReportJob(t.database.db, builtinEngine, new Date('2026-11-20T10:00:00Z'))).toEqual([]);
    expect(await reportMails()).toEqual([]);
  });

  it('mails Owners and Admins of TEAM and TRIAL organizations once, however many workers race', async () => {
    const runs = await Promise.all([
      runWeeklyReportJob(t.database.db, builtinEngine, FRIDAY),
      runWeeklyReportJob(t.database.db, builtinEngine, FRIDAY),
      runWeeklyReportJob(t.database.db, builtinEngine, FRIDAY),
    ]);
    expect(runs.flat().sort()).toEqual([team.owner.orgId, trial.orgId].sort());
    const mails = await reportMails();
    expect(mails.map((mail) => mail.to).sort()).toEqual([team.owner.email, team.admin.email, trial.email].sort());
    expect(mails.every((mail) => mail.subject.startsWith('Weekly report 2026-W47'))).toBe(true);
    // A later check the same week sends nothing more; the stored report is there for the API.
    expect(await runWeeklyReportJob(t.database.db, builtinEngine, new Date('2026-11-20T18:00:00Z'))).toEqual([]);
    const stored = await t.app.inject({
      method: 'GET',
      url: '/api/v1/ai/weekly-report',
      headers: team.manager.headers,
    });
    expect(stored.json().data).toMatchObject({ week: '2026-W47', engine: 'builtin' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/ai/weekly-report', headers: free.headers })).json().data,
    ).toBeNull();

    await deliverOutbox(t, sink);
    const delivered = sink.received.filter((mail) => mail.subject.startsWith('Weekly report'));
    expect(delivered).toHaveLength(3);
    expect(delivered[0]!.text).toContain('# Weekly report 2026-W47');
  });
});
