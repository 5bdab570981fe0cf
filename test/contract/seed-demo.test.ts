import { describe, expect, it } from 'vitest';
import { DEMO, seedDemo } from '../../src/cli/demo-seed.js';
import { demoDays } from '../../src/cli/demo/demo-time.js';
import { buildTestApp, type TestApp } from '../support/app.js';

type Headers = Record<string, string>;

async function get<T>(t: TestApp, url: string, headers: Headers): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json().data as T;
}

async function signIn(t: TestApp, email: string, orgId: string): Promise<Headers> {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password: DEMO.password },
  });
  expect(login.statusCode, login.body).toBe(200);
  return { authorization: `Bearer ${login.json().data.token}`, 'x-organization-id': orgId };
}

/** Everyone's entries, page by page, as a manager would read them. */
async function allEntries(t: TestApp, headers: Headers) {
  const entries: Array<{
    userId: string;
    status: string;
    taskId: string | null;
    tags: unknown[];
    rejectionReason: string | null;
  }> = [];
  let cursor: string | undefined;
  do {
    const page = await get<{ items: typeof entries; nextCursor: string | null }>(
      t,
      `/time/entries?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      headers,
    );
    entries.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return entries;
}

describe('the demo seed', () => {
  it('fills every feature a new user opens, through the API, and runs once', { timeout: 180_000 }, async () => {
    const t = await buildTestApp();
    try {
      const now = new Date();
      const progress: string[] = [];
      const result = await seedDemo(t.app, t.database, (line) => progress.push(line), now);
      expect(result.created).toBe(true);
      expect(progress.some((line) => line.startsWith(`Logging time: week ${DEMO.weeks} of ${DEMO.weeks}`))).toBe(true);
      const owner = await signIn(t, DEMO.owner.email, result.organizationId);

      const members = await get<{ items: Array<{ user: { email: string }; status: string }> }>(
        t,
        '/organizations/members',
        owner,
      );
      expect(members.items.map((member) => `${member.user.email} ${member.status}`).sort()).toEqual(
        [DEMO.owner, ...DEMO.members].map((person) => `${person.email} ACTIVE`).sort(),
      );
      const settings = await get<{ timeZone: string }>(t, '/organizations/current/settings', owner);
      expect(settings.timeZone).toBe('Europe/Berlin');
      const profile = await get<{ legalName: string; iban: string; logo: unknown }>(
        t,
        '/organizations/current/billing-profile',
        owner,
      );
      expect(profile).toMatchObject({ legalName: DEMO.billingProfile.legalName, iban: DEMO.billingProfile.iban });
      expect(profile.logo).not.toBeNull();

      // Clients with billing details; projects belong to them; tasks, one of them done; tags.
      const clients = await get<{ items: Array<{ name: string; billingAddress: string | null }> }>(
        t,
        '/clients',
        owner,
      );
      expect(clients.items.map((client) => client.name).sort()).toEqual(DEMO.clients.map((c) => c.name).sort());
      expect(clients.items.every((client) => client.billingAddress)).toBe(true);
      const projects = await get<{ items: Array<{ id: string; code: string; clientName: string }> }>(
        t,
        '/projects',
        owner,
      );
      expect(projects.items.map((project) => `${project.code} ${project.clientName}`).sort()).toEqual(
        DEMO.projects.map((project) => `${project.code} ${project.client}`).sort(),
      );
      const web = projects.items.find((project) => project.code === 'WEB')!;
      const tasks = await get<
        Array<{ name: string; done: boolean }> | { items: Array<{ name: string; done: boolean }> }
      >(t, `/projects/${web.id}/tasks`, owner);
      const taskList = Array.isArray(tasks) ? tasks : tasks.items;
      expect(taskList.filter((task) => task.done).map((task) => task.name)).toEqual(['Discovery workshop']);

      // Time of every person on every demo day, with tasks and tags, in each review state.
      const entries = await allEntries(t, owner);
      const people = DEMO.members.length + 1;
      expect(entries).toHaveLength(people * demoDays(now, DEMO.calendar.timeZone).length * 2);
      expect(result.entries).toBe(entries.length);
      expect(new Set(entries.map((entry) => entry.userId)).size).toBe(people);
      expect(entries.every((entry) => entry.taskId !== null)).toBe(true);
      expect(entries.some((entry) => entry.tags.length > 0)).toBe(true);
      const byStatus = (status: string) => entries.filter((entry) => entry.status === status);
      // Weekly timesheets: two weeks reviewed (one person's second week sent back), the last one waiting.
      expect(byStatus('APPROVED').length).toBe((people * 2 - 1) * 5 * 2);
      expect(byStatus('REJECTED').map((entry) => entry.rejectionReason)).toEqual(Array(10).fill(DEMO.rejection));
      expect(byStatus('PENDING').length).toBeGreaterThanOrEqual(people * 5 * 2);
      const waiting = await get<Array<{ userName: string }>>(t, '/time/weeks?status=SUBMITTED', owner);
      expect(waiting).toHaveLength(people);
      const sentBack = await get<Array<{ userName: string; rejectionReason: string }>>(
        t,
        '/time/weeks?status=REJECTED',
        owner,
      );
      expect(sentBack).toMatchObject([{ userName: DEMO.members[1].fullName, rejectionReason: DEMO.rejection }]);

      // The tracked people have activity and screenshots on their last day; the others have none.
      const mia = await signIn(t, DEMO.members[1].email, result.organizationId);
      const shots = await get<{ items: Array<{ thumbnailUrl: string }> }>(t, '/screenshots?limit=100', mia);
      expect(shots.items.length).toBeGreaterThan(10);
      const activity = await get<{ applications?: unknown[]; topApplications?: unknown[] }>(
        t,
        `/activities/summary?from=${new Date(now.getTime() - 14 * 86_400_000).toISOString()}`,
        mia,
      );
      expect(JSON.stringify(activity)).toContain('Slack');
      expect(result.screenshots).toBeGreaterThan(20);
      const ava = await signIn(t, DEMO.members[3].email, result.organizationId);
      expect((await get<{ items: unknown[] }>(t, '/screenshots', ava)).items).toHaveLength(0);

      // Mia heard of her rejected entry; the owner of the budget alerts.
      const miaNotes = await get<{ items: Array<{ type: string; body: string }> }>(t, '/notifications', mia);
      expect(miaNotes.items.some((note) => note.body.includes(DEMO.rejection))).toBe(true);
      const ownerNotes = await get<{ items: Array<{ type: string; data: { threshold?: number } }> }>(
        t,
        '/notifications',
        owner,
      );
      const thresholds = ownerNotes.items
        .filter((note) => note.type === 'PROJECT_BUDGET_THRESHOLD')
        .map((note) => note.data.threshold);
      expect(thresholds).toContain(100);

      // An invoice issued from approved time, to the client record's address, and a draft.
      const invoices = await get<{
        items: Array<{ status: string; number: string | null; clientName: string; buyerAddress: string | null }>;
      }>(t, '/financials/invoices', owner);
      const sent = invoices.items.find((invoice) => invoice.status === 'SENT')!;
      expect(sent).toMatchObject({ clientName: 'Contoso', buyerAddress: DEMO.clients[0].billingAddress });
      expect(sent.number).not.toBeNull();
      expect(invoices.items.map((invoice) => invoice.status).sort()).toEqual(['DRAFT', 'SENT']);

      const again = await seedDemo(t.app, t.database, () => undefined);
      expect(again).toMatchObject({ created: false, organizationId: result.organizationId });
    } finally {
      await t.close();
    }
  });
});
