import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { castApp } from '../../../test/support/cast-app.js';
import { type Actor } from '../../../test/support/actors.js';
import { buildTestApp } from '../../../test/support/app.js';
import { testClock } from '../../../test/support/clock.js';
import { createProject, insertTimeEntry, type ProjectJson } from '../../../test/support/projects.js';
import { sha256 } from '../../platform/auth/secrets.js';
import { projects } from './projects.tables.js';

const clock = testClock('2026-11-16T12:00:00Z');
const { t, cast } = await castApp({ clock });

/** The web app's portal page, which reads the API with the token. */
const PORTAL_URL = /^http:\/\/punchclock\.test\/portal\/([A-Za-z0-9_-]{43})$/;

async function share(project: ProjectJson, payload?: object, actor: Actor = cast.manager) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/projects/${project.id}/share`,
    headers: actor.headers,
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    projectId: string;
    isPublicShared: boolean;
    hasSharePassword: boolean;
    portalUrl: string | null;
  };
}

const tokenOf = (portalUrl: string | null) => PORTAL_URL.exec(portalUrl ?? '')![1]!;

/** The portal as an anonymous client calls it: no credentials at all. */
const portal = (token: string, password?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/projects/portal/${token}${password === undefined ? '' : `?password=${encodeURIComponent(password)}`}`,
  });

function expectPrivate(response: { headers: Record<string, unknown> }) {
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
}

const readShare = (project: ProjectJson, actor: Actor = cast.manager) =>
  t.app.inject({ method: 'GET', url: `/api/v1/projects/${project.id}/share`, headers: actor.headers });

describe('sharing a project', () => {
  it('answers a portal URL with a 256-bit token, stored only as its hash', async () => {
    const project = await createProject(t, cast.owner);
    const shared = await share(project);
    expect(shared).toMatchObject({ projectId: project.id, isPublicShared: true, hasSharePassword: false });
    const token = tokenOf(shared.portalUrl);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const stored = await t.database.db.select().from(projects);
    const texts = stored.map((row) => JSON.stringify(row));
    expect(texts.some((text) => text.includes(token))).toBe(false);
    expect(stored.find((row) => row.id === project.id)!.shareTokenHash).toBe(sha256(token));
    expect((await portal(token)).statusCode).toBe(200);
  });

  it('issues a new link on every share, unless asked to keep it', async () => {
    const project = await createProject(t, cast.owner);
    const first = tokenOf((await share(project)).portalUrl);
    const second = tokenOf((await share(project, { isPublicShared: true })).portalUrl);
    expect(second).not.toBe(first);
    expect((await portal(first)).statusCode).toBe(404);
    expect((await portal(second)).statusCode).toBe(200);

    const kept = await share(project, { rotateToken: false });
    expect(kept).toMatchObject({ isPublicShared: true });
    expect(tokenOf(kept.portalUrl)).toBe(second);
    expect((await portal(second)).statusCode).toBe(200);
  });

  it('turning sharing off makes the link unknown; sharing again gives a new one', async () => {
    const project = await createProject(t, cast.owner);
    const token = tokenOf((await share(project, { sharePassword: 'client secret' })).portalUrl);
    const off = await share(project, { isPublicShared: false });
    expect(off).toEqual({ projectId: project.id, isPublicShared: false, hasSharePassword: false, portalUrl: null });
    const gone = await portal(token, 'client secret');
    const unknown = await portal('A'.repeat(43));
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual(unknown.json());
    expect(gone.body).not.toContain(token);

    const again = await share(project);
    expect(tokenOf(again.portalUrl)).not.toBe(token);
    expect(again.hasSharePassword).toBe(false);
    expect((await portal(tokenOf(again.portalUrl))).statusCode).toBe(200);
  });

  it('validates the share body and needs projects.manage', async () => {
    const project = await createProject(t, cast.owner, { assignedUserIds: [cast.member.userId] });
    const url = `/api/v1/projects/${project.id}/share`;
    for (const payload of [
      { sharePassword: 'short' },
      { isPublicShared: false, sharePassword: 'long enough' },
      { isPublicShared: 'yes' },
    ]) {
      const response = await t.app.inject({ method: 'POST', url, headers: cast.owner.headers, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await t.app.inject({ method: 'POST', url, headers: cast.member.headers, payload: {} })).statusCode).toBe(
      403,
    );
  });
});

describe('the client portal', () => {
  it('shows approved time only, by UTC day and by member name, without ids or emails', async () => {
    const project = await createProject(t, cast.owner, {
      name: 'Shop redesign',
      clientName: 'Initech',
      code: 'SHOP',
      description: 'New checkout',
      totalBudget: 2000,
    });
    const log = (
      actor: Actor,
      start: string,
      end: string,
      status: 'APPROVED' | 'PENDING' | 'REJECTED' = 'APPROVED',
      idleSeconds = 0,
    ) =>
      insertTimeEntry(t, {
        orgId: actor.orgId,
        memberId: actor.memberId,
        projectId: project.id,
        startTime: start,
        endTime: end,
        status,
        idleSeconds,
        costRate: '30.00',
        billRate: '100.00',
      });
    await log(cast.member, '2026-11-10T09:00:00Z', '2026-11-10T12:00:00Z');
    await log(cast.member, '2026-11-10T23:00:00Z', '2026-11-11T01:00:00Z');
    await log(cast.admin, '2026-11-11T09:00:00Z', '2026-11-11T10:30:00Z', 'APPROVED', 1800);
    await log(cast.admin, '2026-11-12T09:00:00Z', '2026-11-12T17:00:00Z', 'PENDING');
    await log(cast.member, '2026-11-13T09:00:00Z', '2026-11-13T17:00:00Z', 'REJECTED');
    // Approved, counted in the budget, but older than the 30-day period.
    await log(cast.member, '2026-10-01T09:00:00Z', '2026-10-01T10:00:00Z');

    const response = await portal(tokenOf((await share(project)).portalUrl));
    expect(response.statusCode, response.body).toBe(200);
    expectPrivate(response);
    expect(response.json().data).toEqual({
      organization: { name: expect.any(String), accentColor: null, accentTextColor: null, logoUrl: null },
      project: { name: 'Shop redesign', clientName: 'Initech', code: 'SHOP', description: 'New checkout' },
      budget: { type: 'FIXED', total: 2000, used: 700, usedPercent: 35, remaining: 1300 },
      approvedTime: {
        from: '2026-10-18',
        to: '2026-11-16',
        totalHours: 6,
        byDay: [
          { date: '2026-11-10', hours: 5 },
          { date: '2026-11-11', hours: 1 },
        ],
        byMember: [
          { name: 'Member Person', hours: 5 },
          { name: 'Admin Person', hours: 1 },
        ],
      },
      screenshots: [],
      invoices: [],
      generatedAt: '2026-11-16T12:00:00.000Z',
    });
    for (const secret of [
      cast.member.email,
      cast.member.memberId,
      cast.member.userId,
      project.id,
      cast.owner.orgId,
      'cost',
    ]) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('measures an HOURLY budget in approved hours', async () => {
    const project = await createProject(t, cast.owner, { budgetType: 'HOURLY', totalBudget: 8 });
    await insertTimeEntry(t, {
      orgId: cast.owner.orgId,
      memberId: cast.member.memberId,
      projectId: project.id,
      startTime: '2026-11-16T08:00:00Z',
      endTime: '2026-11-16T10:00:00Z',
    });
    const response = await portal(tokenOf((await share(project)).portalUrl));
    expect(response.json().data.budget).toEqual({ type: 'HOURLY', total: 8, used: 2, usedPercent: 25, remaining: 6 });
  });

  it('asks for the password with one answer for missing and wrong, and admits the right one', async () => {
    const project = await createProject(t, cast.owner, { name: 'Secret project' });
    const shared = await share(project, { sharePassword: 'open sesame 1' });
    expect(shared.hasSharePassword).toBe(true);
    const token = tokenOf(shared.portalUrl);

    const missing = await portal(token);
    const wrong = await portal(token, 'open sesame 2');
    expect(missing.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(missing.json());
    expect(missing.json().code).toBe('UNAUTHORIZED');
    expect(missing.body).not.toContain('Secret project');
    expectPrivate(missing);
    expect((await portal(token, 'open sesame 1')).statusCode).toBe(200);

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${project.id}`,
      headers: cast.owner.headers,
    });
    expect(listed.json().data).toMatchObject({ isPublicShared: true, hasSharePassword: true });
    expect(listed.body).not.toContain('open sesame');

    await share(project, { rotateToken: false, sharePassword: null });
    expect((await portal(token)).statusCode).toBe(200);
  });

  it('refuses every attempt for 15 minutes after 10 wrong passwords on a share', async () => {
    const project = await createProject(t, cast.owner);
    const token = tokenOf((await share(project, { sharePassword: 'the right one' })).portalUrl);
    for (let attempt = 1; attempt <= 10; attempt += 1)
      expect((await portal(token, `guess ${attempt}`)).statusCode).toBe(401);

    const limited = await portal(token, 'the right one');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expectPrivate(limited);

    clock.advance(15 * 60 * 1000);
    expect((await portal(token, 'the right one')).statusCode).toBe(200);
  });

  it('checks at most 10 passwords of a parallel burst, and the right one after them gets 429', async () => {
    const project = await createProject(t, cast.owner);
    const token = tokenOf((await share(project, { sharePassword: 'the right one' })).portalUrl);
    const burst = await Promise.all(Array.from({ length: 30 }, (_, index) => portal(token, `guess ${index}`)));
    expect(burst.filter((answer) => answer.statusCode === 401)).toHaveLength(10);
    expect(burst.filter((answer) => answer.statusCode === 429)).toHaveLength(20);
    expect((await portal(token, 'the right one')).statusCode).toBe(429);
    clock.advance(15 * 60 * 1000);
  });

  it('lets the right password give back only its own attempt, not the wrong ones beside it', async () => {
    const project = await createProject(t, cast.owner);
    const token = tokenOf((await share(project, { sharePassword: 'the right one' })).portalUrl);
    for (let attempt = 1; attempt <= 9; attempt += 1)
      expect((await portal(token, `guess ${attempt}`)).statusCode).toBe(401);
    expect((await portal(token, 'the right one')).statusCode).toBe(200);
    expect((await portal(token, 'guess 10')).statusCode).toBe(401);
    expect((await portal(token, 'the right one')).statusCode).toBe(429);
    clock.advance(15 * 60 * 1000);
  });

  it('keeps the headers on every answer, errors included', async () => {
    const unknown = await portal('no-such-token');
    expect(unknown.statusCode).toBe(404);
    expectPrivate(unknown);
    const tooLong = await portal('no-such-token', 'x'.repeat(300));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().code).toBe('VALIDATION_ERROR');
    expectPrivate(tooLong);
    const project = await createProject(t, cast.owner);
    const shared = await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${project.id}/share`,
      headers: cast.owner.headers,
    });
    expect(shared.statusCode).toBe(200);
    expectPrivate(shared);
  });

  it("keeps them on the per-IP rate limiter's answer too", async () => {
    const limitedApp = await buildTestApp({ env: { RATE_LIMIT_MAX: '1' } });
    try {
      await limitedApp.app.inject({ method: 'GET', url: '/api/v1/projects/portal/no-such-token' });
      const limited = await limitedApp.app.inject({ method: 'GET', url: '/api/v1/projects/portal/no-such-token' });
      expect(limited.statusCode).toBe(429);
      expectPrivate(limited);
    } finally {
      await limitedApp.close();
    }
  });
});

describe('GET /projects/:projectId/share', () => {
  it('shows the link in force again, as often as asked, without breaking the client copy', async () => {
    const project = await createProject(t, cast.owner);
    const never = await readShare(project);
    expect(never.statusCode).toBe(200);
    expect(never.json().data).toEqual({
      projectId: project.id,
      isPublicShared: false,
      hasSharePassword: false,
      portalUrl: null,
    });

    const shared = await share(project, { sharePassword: 'client secret' });
    for (let read = 0; read < 2; read += 1) {
      const again = await readShare(project);
      expect(again.statusCode).toBe(200);
      expectPrivate(again);
      expect(again.json().data).toEqual({ ...shared, hasSharePassword: true });
    }
    expect((await portal(tokenOf(shared.portalUrl), 'client secret')).statusCode).toBe(200);

    // Changing the password keeps the link; the read still shows it.
    await share(project, { rotateToken: false, sharePassword: null });
    expect((await readShare(project)).json().data.portalUrl).toBe(shared.portalUrl);

    const rotated = await share(project);
    expect((await readShare(project)).json().data.portalUrl).toBe(rotated.portalUrl);
    expect((await portal(tokenOf(shared.portalUrl))).statusCode).toBe(404);

    await share(project, { isPublicShared: false });
    expect((await readShare(project)).json().data).toMatchObject({ isPublicShared: false, portalUrl: null });
  });

  it('shows no link for one issued before links could be shown again; it keeps working', async () => {
    const project = await createProject(t, cast.owner);
    const token = tokenOf((await share(project)).portalUrl);
    await t.database.db.update(projects).set({ shareTokenNonce: null }).where(eq(projects.id, project.id));
    expect((await readShare(project)).json().data).toMatchObject({ isPublicShared: true, portalUrl: null });
    expect((await portal(token)).statusCode).toBe(200);
  });

  it("answers 404 for another organization's project and 403 without projects.manage", async () => {
    const project = await createProject(t, cast.owner);
    await share(project);
    const foreign = await readShare(project, cast.outsider);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('/portal/');
    const member = await readShare(project, cast.member);
    expect(member.statusCode).toBe(403);
    expect(member.body).not.toContain('/portal/');
  });
});

describe('the portal password in a header', () => {
  it('is in the OpenAPI document, beside the query parameter', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const parameters = document.paths['/api/v1/projects/portal/{token}'].get.parameters.map(
      (parameter: { in: string; name: string }) => `${parameter.in}:${parameter.name}`,
    );
    expect(parameters).toEqual(expect.arrayContaining(['header:x-portal-password', 'query:password']));
    expect(document.paths['/api/v1/projects/{projectId}/share'].get.operationId).toBe('getProjectShare');
  });

  it('admits with x-portal-password, which wins over the query parameter', async () => {
    const project = await createProject(t, cast.owner);
    const token = tokenOf((await share(project, { sharePassword: 'the right one' })).portalUrl);
    const viaHeader = (password: string, query = '') =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/projects/portal/${token}${query}`,
        headers: { 'x-portal-password': password },
      });
    expect((await viaHeader('the right one')).statusCode).toBe(200);
    expect((await viaHeader('a wrong one')).statusCode).toBe(401);
    expect((await viaHeader('the right one', '?password=a%20wrong%20one')).statusCode).toBe(200);
    expect((await viaHeader('x'.repeat(300))).statusCode).toBe(400);
    clock.advance(15 * 60 * 1000);
  });
});
