import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, registerOwner, type Actor } from '../../../test/support/actors.js';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { testClock } from '../../../test/support/clock.js';
import { deliverOutbox } from '../../../test/support/mail.js';
import { unescapedSyntax } from '../../../test/support/markdown.js';
import { createProject } from '../../../test/support/projects.js';
import { startSmtpSink, type SmtpSink } from '../../../test/support/smtp-sink.js';
import { logTime } from '../../../test/support/time.js';
import { setPlan } from '../organizations/index.js';
import { builtinEngine } from './builtin.engine.js';
import { runWeeklyReportJob } from './weekly-report.service.js';

/** Names people chose, each built to render as something else in markdown or HTML. */
const HOSTILE = {
  organization: 'Acme [verify your account](https://evil.example/login)',
  owner: 'Olga <img src=x onerror=alert(1)>',
  member: 'Mallory <iframe src="https://evil.example"></iframe>',
  project: '# Project ![pixel](https://evil.example/p.png) | **bold**',
  app: '[Slack](javascript:alert(1)) ~~x~~ `y`',
};

const clock = testClock('2026-11-16T12:00:00Z');
let t: TestApp;
let sink: SmtpSink;
let owner: Actor;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  sink = await startSmtpSink();
  owner = await registerOwner(t, { fullName: HOSTILE.owner, organizationName: HOSTILE.organization });
  await setPlan(t.database.db, owner.orgId, 'TEAM');
  const member = await addMember(t, owner, 'MEMBER', { fullName: HOSTILE.member });
  const project = await createProject(t, owner, { name: HOSTILE.project, assignedUserIds: [member.userId] });
  await logTime(t, member, '2026-11-16T09:00:00Z', '2026-11-16T11:00:00Z', { projectId: project.id });
  const slot = await t.app.inject({
    method: 'POST',
    url: '/api/v1/tracker/slots',
    headers: member.headers,
    payload: {
      clientId: randomUUID(),
      startTime: '2026-11-16T09:00:00Z',
      endTime: '2026-11-16T09:10:00Z',
      keyboardSeconds: 100,
      mouseSeconds: 200,
      activeSeconds: 300,
      projectId: project.id,
      applications: [{ name: HOSTILE.app, seconds: 500 }],
    },
  });
  expect(slot.statusCode, slot.body).toBe(201);
  await deliverOutbox(t, sink);
  sink.received.length = 0;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

/** The lines of `markdown` that carry one of the hostile names, escaped or not. */
function linesNaming(markdown: string, word: string) {
  return markdown.split('\n').filter((line) => line.includes(word));
}

describe('the weekly report with hostile names', () => {
  it('writes every name into the markdown and the delivered email as literal text', async () => {
    expect(await runWeeklyReportJob(t.database.db, builtinEngine, new Date('2026-11-20T16:00:00Z'))).toEqual([
      owner.orgId,
    ]);
    const download = await t.app.inject({
      method: 'GET',
      url: '/api/v1/ai/weekly-report/download',
      headers: owner.headers,
    });
    expect(download.statusCode, download.body).toBe(200);
    const markdown = download.body;

    await deliverOutbox(t, sink);
    const [email] = sink.received.filter((mail) => mail.subject.startsWith('Weekly report'));
    expect(email).toBeDefined();
    // The branded HTML part holds the same text, escaped: no tag, image or link from a name.
    expect(email!.html).not.toMatch(/<(a|img|iframe)\b/i);
    expect(email!.html).toContain('Olga \\&#60;img src=x onerror=alert\\(1\\)\\&#62;');
    expect(email!.text).toContain(markdown.trim());

    const words = { organization: 'Acme', owner: 'Olga', member: 'Mallory', project: 'Project', app: 'Slack' };
    for (const [what, word] of Object.entries(words)) {
      const lines = linesNaming(email!.text, word);
      expect(lines.length, `${what} appears`).toBeGreaterThan(0);
      for (const line of lines) {
        // Only the report's own syntax may stay unescaped: a heading, a bullet, table pipes.
        const content = line
          .replace(/^(#+ |- |\| )/, '')
          .replace(/ \| /g, ' ')
          .replace(/ \|$/, '');
        expect(unescapedSyntax(content), `${what}: ${line}`).toEqual([]);
      }
    }
    expect(markdown).not.toMatch(/(?<!\\)<(img|iframe)|(?<!\\)\]\(/);
    expect(markdown).toContain('Mallory \\<iframe src="https://evil.example"\\>\\</iframe\\>');
  });
});
