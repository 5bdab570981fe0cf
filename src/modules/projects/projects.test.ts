import { describe, expect, it } from 'vitest';
import { castApp } from '../../../test/support/cast-app.js';
import { addMember, castOf, type Actor } from '../../../test/support/actors.js';
import { createProject, type ProjectJson } from '../../../test/support/projects.js';

const { t, cast } = await castApp();

const VALID = {
  name: 'Website relaunch',
  clientName: 'Globex',
  code: 'WEB',
  totalBudget: 12_000,
  screenshotIntervalMins: 10,
};

const post = (actor: Actor, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/projects', headers: actor.headers, payload: payload as object });
const put = (actor: Actor, id: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/projects/${id}`, headers: actor.headers, payload: payload as object });
const get = (actor: Actor, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/projects/${id}`, headers: actor.headers });

async function listAll(actor: Actor, query = ''): Promise<ProjectJson[]> {
  const items: ProjectJson[] = [];
  let cursor: string | null = null;
  do {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects?limit=200${query}${cursor ? `&cursor=${cursor}` : ''}`,
      headers: actor.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json().data as { items: ProjectJson[]; nextCursor: string | null };
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

describe('creating projects', () => {
  it('creates with the spec defaults', async () => {
    const response = await post(cast.manager, { ...VALID, code: 'DEF-1' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      name: 'Website relaunch',
      clientName: 'Globex',
      code: 'DEF-1',
      description: null,
      budgetType: 'FIXED',
      totalBudget: 12_000,
      hourlyBillRate: null,
      screenshotIntervalMins: 10,
      blurScreenshots: false,
      assignedUserIds: [],
      assignedMembers: [],
      isArchived: false,
      archivedAt: null,
      isPublicShared: false,
      hasSharePassword: false,
      profitability: { hoursLogged: 0, billableHours: 0 },
    });
  });

  it.each([
    ['screenshotIntervalMins 0', { screenshotIntervalMins: 0 }, 'body.screenshotIntervalMins'],
    ['screenshotIntervalMins 61', { screenshotIntervalMins: 61 }, 'body.screenshotIntervalMins'],
    ['screenshotIntervalMins 1.5', { screenshotIntervalMins: 1.5 }, 'body.screenshotIntervalMins'],
    ['a negative totalBudget', { totalBudget: -1 }, 'body.totalBudget'],
    ['a totalBudget with 3 decimals', { totalBudget: 1.005 }, 'body.totalBudget'],
    ['a negative hourlyBillRate', { hourlyBillRate: -0.01 }, 'body.hourlyBillRate'],
    ['an unknown budgetType', { budgetType: 'RETAINER' }, 'body.budgetType'],
    ['an empty name', { name: '  ' }, 'body.name'],
    ['a code over 32 characters', { code: 'X'.repeat(33) }, 'body.code'],
    ['a non-uuid assignee', { assignedUserIds: ['bob'] }, 'body.assignedUserIds.0'],
  ])('refuses %s (400 naming the field)', async (_name, change, field) => {
    const response = await post(cast.owner, { ...VALID, code: 'LIMITS', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(response.json().details.map((detail: { field: string }) => detail.field)).toContain(field);
  });

  it('accepts the limits themselves', async () => {
    for (const [code, screenshotIntervalMins] of [
      ['EDGE-1', 1],
      ['EDGE-60', 60],
    ] as const) {
      const response = await post(cast.owner, {
        ...VALID,
        code,
        screenshotIntervalMins,
        totalBudget: 0,
        hourlyBillRate: 0,
        budgetType: 'HOURLY',
      });
      expect(response.statusCode, response.body).toBe(201);
    }
  });

  it('names every missing required field', async () => {
    const response = await post(cast.owner, {});
    expect(response.statusCode).toBe(400);
    const fields = response.json().details.map((detail: { field: string }) => detail.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'body.name',
        'body.clientName',
        'body.code',
        'body.totalBudget',
        'body.screenshotIntervalMins',
      ]),
    );
  });

  it('keeps codes unique per organization ignoring case (409), but not across organizations', async () => {
    await createProject(t, cast.owner, { code: 'Dup-7' });
    const clash = await post(cast.admin, { ...VALID, code: 'dup-7' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('PROJECT_CODE_TAKEN');
    await createProject(t, cast.outsider, { code: 'DUP-7' });
  });

  it('assigns members by user id or member id, listed with their names', async () => {
    const project = await createProject(t, cast.manager, {
      assignedUserIds: [cast.member.userId, cast.admin.memberId, cast.member.memberId],
    });
    expect(project.assignedMembers).toHaveLength(2);
    expect(project.assignedMembers).toEqual(
      expect.arrayContaining([
        { memberId: cast.member.memberId, userId: cast.member.userId, fullName: 'Member Person', status: 'ACTIVE' },
        { memberId: cast.admin.memberId, userId: cast.admin.userId, fullName: 'Admin Person', status: 'ACTIVE' },
      ]),
    );
    expect(project.assignedUserIds.sort()).toEqual([cast.member.userId, cast.admin.userId].sort());
  });

  it("treats another organization's member, or any unknown id, as not found (404 naming it)", async () => {
    for (const id of [cast.outsider.userId, cast.outsider.memberId, '00000000-0000-4000-8000-000000000000']) {
      const response = await post(cast.owner, { ...VALID, code: 'FOREIGN', assignedUserIds: [cast.member.userId, id] });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
      expect(response.json().message).toContain(id);
    }
    expect((await listAll(cast.owner)).some((project) => project.code === 'FOREIGN')).toBe(false);
  });

  it('is for roles with projects.manage only', async () => {
    const response = await post(cast.member, { ...VALID, code: 'NOPE' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  });
});

describe('changing projects', () => {
  it('changes only the fields sent, and replaces the assignment', async () => {
    const project = await createProject(t, cast.owner, {
      description: 'First cut',
      hourlyBillRate: 95,
      assignedUserIds: [cast.member.userId],
    });
    const response = await put(cast.manager, project.id, {
      name: 'Renamed',
      budgetType: 'HOURLY',
      totalBudget: 120,
      blurScreenshots: true,
      screenshotIntervalMins: 5,
      description: null,
      assignedUserIds: [cast.manager.userId],
    });
    expect(response.statusCode, response.body).toBe(200);
    const changed = response.json().data as ProjectJson;
    expect(changed).toMatchObject({
      id: project.id,
      name: 'Renamed',
      clientName: project.clientName,
      code: project.code,
      description: null,
      budgetType: 'HOURLY',
      totalBudget: 120,
      hourlyBillRate: 95,
      screenshotIntervalMins: 5,
      blurScreenshots: true,
      assignedUserIds: [cast.manager.userId],
    });
    expect((await get(cast.manager, project.id)).json().data).toEqual(changed);

    const cleared = await put(cast.owner, project.id, { assignedUserIds: [], hourlyBillRate: null });
    expect(cleared.json().data).toMatchObject({ assignedUserIds: [], hourlyBillRate: null, name: 'Renamed' });
  });

  it('validates like creation', async () => {
    const project = await createProject(t, cast.owner);
    expect((await put(cast.owner, project.id, {})).statusCode).toBe(400);
    expect((await put(cast.owner, project.id, { screenshotIntervalMins: 0 })).statusCode).toBe(400);
    expect((await put(cast.owner, project.id, { totalBudget: -5 })).statusCode).toBe(400);
    expect((await put(cast.owner, project.id, { assignedUserIds: [cast.outsider.userId] })).statusCode).toBe(404);
    const other = await createProject(t, cast.owner);
    const clash = await put(cast.owner, project.id, { code: other.code.toLowerCase() });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('PROJECT_CODE_TAKEN');
    expect((await put(cast.owner, project.id, { code: project.code.toLowerCase() })).statusCode).toBe(200);
  });

  it('keeps an assigned member who was deactivated since, but does not newly assign one', async () => {
    const leaver = await addMember(t, cast.owner, 'MEMBER', { fullName: 'Lee Leaver' });
    const project = await createProject(t, cast.owner, { assignedUserIds: [leaver.userId] });
    const other = await createProject(t, cast.owner);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/organizations/members/${leaver.memberId}/deactivate`,
      headers: cast.owner.headers,
    });
    const kept = await put(cast.owner, project.id, { assignedUserIds: project.assignedUserIds });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.assignedMembers).toEqual([
      { memberId: leaver.memberId, userId: leaver.userId, fullName: 'Lee Leaver', status: 'DEACTIVATED' },
    ]);
    expect((await put(cast.owner, other.id, { assignedUserIds: [leaver.userId] })).statusCode).toBe(404);
  });

  it('is for roles with projects.manage only', async () => {
    const project = await createProject(t, cast.owner, { assignedUserIds: [cast.member.userId] });
    expect((await put(cast.member, project.id, { name: 'Mine now' })).statusCode).toBe(403);
  });

  it('archives and unarchives, hiding archived projects from the default list', async () => {
    const project = await createProject(t, cast.owner);
    const archive = (action: string, actor = cast.manager) =>
      t.app.inject({ method: 'POST', url: `/api/v1/projects/${project.id}/${action}`, headers: actor.headers });

    const archived = (await archive('archive')).json().data as ProjectJson;
    expect(archived).toMatchObject({ id: project.id, isArchived: true });
    expect(archived.archivedAt).not.toBeNull();
    expect((await archive('archive')).json().data.archivedAt).toBe(archived.archivedAt);

    expect((await listAll(cast.owner)).map((item) => item.id)).not.toContain(project.id);
    expect((await listAll(cast.owner, '&status=ARCHIVED')).map((item) => item.id)).toContain(project.id);
    expect((await listAll(cast.owner, '&status=ALL')).map((item) => item.id)).toContain(project.id);
    expect((await get(cast.owner, project.id)).json().data.isArchived).toBe(true);

    expect((await archive('unarchive')).json().data).toMatchObject({ isArchived: false, archivedAt: null });
    expect((await listAll(cast.owner)).map((item) => item.id)).toContain(project.id);
    expect((await archive('archive', cast.member)).statusCode).toBe(403);
  });
});

describe('reading projects', () => {
  it('shows members only the projects they are assigned to; everyone else sees all', async () => {
    const theirs = await createProject(t, cast.owner, { assignedUserIds: [cast.member.userId] });
    const notTheirs = await createProject(t, cast.owner);
    const memberSees = (await listAll(cast.member)).map((project) => project.id);
    expect(memberSees).toContain(theirs.id);
    expect(memberSees).not.toContain(notTheirs.id);
    expect((await get(cast.member, theirs.id)).statusCode).toBe(200);
    expect((await get(cast.member, notTheirs.id)).statusCode).toBe(404);
    for (const actor of [cast.owner, cast.admin, cast.manager]) {
      expect((await listAll(actor)).map((project) => project.id)).toEqual(
        expect.arrayContaining([theirs.id, notTheirs.id]),
      );
    }
  });

  it('pages by id with an opaque cursor', async () => {
    const org = await castOf(t);
    const created = [];
    for (let index = 0; index < 5; index += 1) created.push((await createProject(t, org.owner)).id);
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/projects?limit=2', headers: org.owner.headers });
    const page = first.json().data;
    expect(page.items.map((item: ProjectJson) => item.id)).toEqual(created.slice(0, 2));
    expect((await listAll(org.owner)).map((item) => item.id)).toEqual(created);
    const tampered = await t.app.inject({
      method: 'GET',
      url: '/api/v1/projects?cursor=nope',
      headers: org.owner.headers,
    });
    expect(tampered.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/projects?limit=201', headers: org.owner.headers })).statusCode,
    ).toBe(400);
  });

  it("hides the money in a project's settings from those who neither manage projects nor read financials", async () => {
    const project = await createProject(t, cast.owner, { hourlyBillRate: 80, assignedUserIds: [cast.member.userId] });
    expect((await get(cast.member, project.id)).json().data).toMatchObject({ totalBudget: null, hourlyBillRate: null });
    expect((await get(cast.manager, project.id)).json().data).toMatchObject({
      totalBudget: 10_000,
      hourlyBillRate: 80,
    });
  });

  it("treats unknown and other organizations' projects as not found", async () => {
    const project = await createProject(t, cast.owner);
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const id of [project.id, unknown]) {
      for (const request of [
        { method: 'GET' as const, url: `/api/v1/projects/${id}` },
        { method: 'PUT' as const, url: `/api/v1/projects/${id}`, payload: { name: 'Taken over' } },
        { method: 'POST' as const, url: `/api/v1/projects/${id}/share`, payload: {} },
        { method: 'POST' as const, url: `/api/v1/projects/${id}/archive` },
        { method: 'POST' as const, url: `/api/v1/projects/${id}/unarchive` },
      ]) {
        const response = await t.app.inject({ ...request, headers: cast.outsider.headers });
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
        expect(response.json().code).toBe('NOT_FOUND');
      }
    }
    expect((await get(cast.owner, project.id)).json().data).toMatchObject({
      name: project.name,
      isArchived: false,
      isPublicShared: false,
    });
    expect((await get(cast.owner, 'not-a-uuid')).statusCode).toBe(400);
  });
});
