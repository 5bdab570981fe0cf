import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, type Actor } from '../../../test/support/actors.js';
import { uploadSlot } from '../../../test/support/activity.js';
import { castApp } from '../../../test/support/cast-app.js';
import { testClock } from '../../../test/support/clock.js';
import { createProject } from '../../../test/support/projects.js';

const clock = testClock('2026-11-18T15:00:00Z');
const { t, cast } = await castApp({ clock });

const upload = (actor: Actor, start: string, extra: Record<string, unknown> = {}) => uploadSlot(t, actor, start, extra);
const summaryOf = (actor: Actor, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/v1/activities/summary${query}`, headers: actor.headers });
const putRules = (actor: Actor, rules: object[]) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/activities/rules', headers: actor.headers, payload: { rules } });

describe('GET /activities/summary', () => {
  let person: Actor;
  let project: { id: string };
  beforeAll(async () => {
    person = await addMember(t, cast.owner, 'MEMBER');
    project = await createProject(t, cast.owner, { assignedUserIds: [person.userId] });
    await upload(person, '2026-11-17T09:00:00Z', {
      projectId: project.id,
      applications: [
        { name: 'Visual Studio Code', seconds: 300 },
        { name: 'Google Chrome', seconds: 300 },
      ],
      urls: [
        { url: 'https://github.com/acme', seconds: 100 },
        { url: 'https://www.youtube.com/watch?v=1', seconds: 150 },
      ],
    });
    await upload(person, '2026-11-17T09:10:00Z', {
      applications: [
        { name: 'Slack', seconds: 240 },
        { name: 'visual studio code', seconds: 120 },
      ],
    });
    // Eight days ago: outside the default window.
    await upload(person, '2026-11-10T09:00:00Z', { applications: [{ name: 'Spotify', seconds: 600 }] });
  });

  it("answers the caller's last 7 days: totals, productivity, categories, top applications and sites", async () => {
    const response = await summaryOf(person);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      from: '2026-11-11T15:00:00.000Z',
      to: '2026-11-18T15:00:00.000Z',
      memberId: person.memberId,
      projectId: null,
      slots: 2,
      members: 1,
      trackedSeconds: 1200,
      activeSeconds: 600,
      keyboardSeconds: 200,
      mouseSeconds: 400,
      activityPercent: 50,
      // Code 420 and GitHub 100 productive; Slack 240 and 50 s of Chrome without a URL neutral; YouTube 150.
      productivity: {
        productiveSeconds: 520,
        neutralSeconds: 290,
        unproductiveSeconds: 150,
        productivePercent: 54.2,
        neutralPercent: 30.2,
        unproductivePercent: 15.6,
      },
      categories: [
        { category: 'development', seconds: 520, percent: 54.2 },
        { category: 'communication', seconds: 240, percent: 25 },
        { category: 'video', seconds: 150, percent: 15.6 },
        { category: 'browser', seconds: 50, percent: 5.2 },
      ],
      topApplications: [
        {
          name: 'Visual Studio Code',
          seconds: 420,
          percent: 43.8,
          category: 'development',
          productivity: 'PRODUCTIVE',
        },
        { name: 'Google Chrome', seconds: 300, percent: 31.3, category: 'browser', productivity: 'NEUTRAL' },
        { name: 'Slack', seconds: 240, percent: 25, category: 'communication', productivity: 'NEUTRAL' },
      ],
      topSites: [
        { site: 'youtube.com', seconds: 150, percent: 60, category: 'video', productivity: 'UNPRODUCTIVE' },
        { site: 'github.com', seconds: 100, percent: 40, category: 'development', productivity: 'PRODUCTIVE' },
      ],
    });
  });

  it('filters by from, to (a date means whole UTC days) and project', async () => {
    const week = (await summaryOf(person, '?from=2026-11-10&to=2026-11-17')).json().data;
    expect(week).toMatchObject({ from: '2026-11-10T00:00:00.000Z', to: '2026-11-18T00:00:00.000Z', slots: 3 });
    expect(week.topApplications[0]).toMatchObject({ name: 'Spotify', productivity: 'UNPRODUCTIVE' });
    const instantResponse = await summaryOf(person, '?from=2026-11-17T09:05:00Z&to=2026-11-17T09:15:00Z');
    expect(instantResponse.statusCode, instantResponse.body).toBe(200);
    const instant = instantResponse.json().data;
    expect(instant).toMatchObject({ slots: 1, trackedSeconds: 600 });
    const byProject = (await summaryOf(person, `?projectId=${project.id}`)).json().data;
    expect(byProject).toMatchObject({ slots: 1, projectId: project.id });
    // Equal seconds: by name.
    expect(byProject.topApplications.map((app: { name: string }) => app.name)).toEqual([
      'Google Chrome',
      'Visual Studio Code',
    ]);
    const empty = (await summaryOf(person, '?from=2025-01-01&to=2025-01-31')).json().data;
    expect(empty).toMatchObject({
      slots: 0,
      trackedSeconds: 0,
      activityPercent: 0,
      topApplications: [],
      categories: [],
    });
  });

  it('refuses a reversed or too long range, and malformed filters', async () => {
    expect((await summaryOf(person, '?from=2026-11-18&to=2026-11-17')).statusCode).toBe(400);
    expect((await summaryOf(person, '?from=2025-01-01&to=2026-11-17')).statusCode).toBe(400);
    expect((await summaryOf(person, '?from=yesterday')).statusCode).toBe(400);
    expect((await summaryOf(person, '?userId=42')).statusCode).toBe(400);
  });

  it("shows a member only their own activity; activities.read.all sees everyone's or one member's", async () => {
    expect((await summaryOf(cast.member)).json().data).toMatchObject({ memberId: cast.member.memberId, slots: 0 });
    expect((await summaryOf(cast.member, `?userId=${cast.member.userId}`)).statusCode).toBe(200);
    const refused = await summaryOf(cast.member, `?userId=${person.userId}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('OWN_RECORDS_ONLY');

    const other = await addMember(t, cast.owner, 'MEMBER');
    await upload(other, '2026-11-17T09:00:00Z', { applications: [{ name: 'Figma', seconds: 600 }] });
    const team = (await summaryOf(cast.manager)).json().data;
    expect(team).toMatchObject({ memberId: null, slots: 3, members: 2, trackedSeconds: 1800 });
    const one = (await summaryOf(cast.manager, `?userId=${other.memberId}`)).json().data;
    expect(one).toMatchObject({ memberId: other.memberId, slots: 1 });
    expect((await summaryOf(cast.admin, `?userId=${randomUUID()}`)).statusCode).toBe(404);
    expect((await summaryOf(cast.member, `?projectId=${randomUUID()}`)).statusCode).toBe(404);
  });

  it("never shows another organization's activity, members or projects", async () => {
    await upload(cast.outsider, '2026-11-17T12:00:00Z', { applications: [{ name: 'Netflix', seconds: 60 }] });
    const theirs = (await summaryOf(cast.outsider)).json().data;
    expect(theirs).toMatchObject({ slots: 1, members: 1 });
    expect(theirs.topApplications.map((app: { name: string }) => app.name)).toEqual(['Netflix']);
    const byUser = await summaryOf(cast.outsider, `?userId=${person.userId}`);
    expect(byUser.statusCode).toBe(404);
    expect((await summaryOf(cast.outsider, `?userId=${person.memberId}`)).statusCode).toBe(404);
    expect((await summaryOf(cast.outsider, `?projectId=${project.id}`)).statusCode).toBe(404);
    expect((await summaryOf(cast.manager, `?userId=${cast.outsider.userId}`)).statusCode).toBe(404);
    const ours = (await summaryOf(cast.manager)).json().data;
    expect(ours.topApplications.map((app: { name: string }) => app.name)).not.toContain('Netflix');
  });
});

describe('/activities/rules', () => {
  it('lists the built-in rules, and the organization’s once set', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/activities/rules',
      headers: cast.member.headers,
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.rules).toEqual([]);
    expect(data.builtInRules).toContainEqual({
      kind: 'SITE',
      pattern: 'youtube.com',
      category: 'video',
      productivity: 'UNPRODUCTIVE',
    });
  });

  it("changes how the organization's activity is classified", async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    await upload(person, '2026-11-16T09:00:00Z', {
      applications: [
        { name: 'Firefox', seconds: 400 },
        { name: 'Acme CRM', seconds: 200 },
      ],
      urls: [{ url: 'youtube.com/watch', seconds: 400 }],
    });
    const before = (await summaryOf(person)).json().data;
    expect(before.productivity).toMatchObject({ unproductiveSeconds: 400, neutralSeconds: 200 });

    const put = await putRules(cast.admin, [
      { kind: 'SITE', pattern: 'WWW.YouTube.com', category: 'Training', productivity: 'PRODUCTIVE' },
      { kind: 'APP', pattern: 'Acme CRM', category: 'sales', productivity: 'PRODUCTIVE' },
    ]);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.rules).toEqual([
      { id: expect.any(String), kind: 'APP', pattern: 'acme crm', category: 'sales', productivity: 'PRODUCTIVE' },
      {
        id: expect.any(String),
        kind: 'SITE',
        pattern: 'youtube.com',
        category: 'training',
        productivity: 'PRODUCTIVE',
      },
    ]);
    const after = (await summaryOf(person)).json().data;
    expect(after.productivity).toMatchObject({ productiveSeconds: 600, neutralSeconds: 0, unproductiveSeconds: 0 });
    expect(after.topSites[0]).toMatchObject({ site: 'youtube.com', category: 'training' });

    // Replacing with an empty list brings the built-in rules back.
    expect((await putRules(cast.owner, [])).json().data.rules).toEqual([]);
    expect((await summaryOf(person)).json().data.productivity.unproductiveSeconds).toBe(400);
  });

  it('is changed only with organization.manage, with valid, distinct rules', async () => {
    const rule = { kind: 'APP', pattern: 'slack', category: 'communication', productivity: 'PRODUCTIVE' };
    expect((await putRules(cast.manager, [rule])).statusCode).toBe(403);
    expect((await putRules(cast.member, [rule])).statusCode).toBe(403);
    const duplicate = await putRules(cast.admin, [rule, { ...rule, pattern: ' Slack ' }]);
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().code).toBe('VALIDATION_ERROR');
    expect((await putRules(cast.admin, [{ ...rule, productivity: 'GREAT' }])).statusCode).toBe(400);
    expect((await putRules(cast.admin, [{ ...rule, kind: 'WINDOW' }])).statusCode).toBe(400);
    expect((await putRules(cast.admin, [{ ...rule, pattern: '   ' }])).statusCode).toBe(400);
    expect((await putRules(cast.admin, [{ ...rule, category: '' }])).statusCode).toBe(400);
    const many = Array.from({ length: 501 }, (_, i) => ({ ...rule, pattern: `app ${i}` }));
    expect((await putRules(cast.admin, many)).statusCode).toBe(400);
    const rules = await t.app.inject({ method: 'GET', url: '/api/v1/activities/rules', headers: cast.admin.headers });
    expect(rules.json().data.rules).toEqual([]);
  });

  it("keeps each organization's rules to itself", async () => {
    const rule = { kind: 'SITE', pattern: 'reddit.com', category: 'research', productivity: 'PRODUCTIVE' };
    expect((await putRules(cast.outsider, [rule])).statusCode).toBe(200);
    const ours = await t.app.inject({ method: 'GET', url: '/api/v1/activities/rules', headers: cast.owner.headers });
    expect(ours.json().data.rules).toEqual([]);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/v1/activities/rules',
      headers: cast.outsider.headers,
    });
    expect(theirs.json().data.rules).toMatchObject([{ pattern: 'reddit.com' }]);
    await putRules(cast.outsider, []);
  });
});
