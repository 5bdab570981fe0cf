import { describe, expect, it } from 'vitest';
import type { Actor } from '../../../test/support/actors.js';
import { castApp } from '../../../test/support/cast-app.js';
import { createProject } from '../../../test/support/projects.js';

const { t, cast } = await castApp();
const project = await createProject(t, cast.owner, { name: 'Website', assignedUserIds: [cast.member.memberId] });
const unassigned = await createProject(t, cast.owner, { name: 'Internal' });
const theirProject = await createProject(t, cast.outsider, { name: 'Theirs' });

function call(actor: Actor, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) {
  return t.app.inject({ method, url: `/api/v1${url}`, headers: actor.headers, ...(payload ? { payload } : {}) });
}

async function created(actor: Actor, url: string, payload: Record<string, unknown>) {
  const response = await call(actor, 'POST', url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; name: string };
}

describe('tasks of a project', () => {
  it('lets a manager create, rename, estimate, finish and archive tasks, listed by name', async () => {
    const design = await created(cast.manager, `/projects/${project.id}/tasks`, {
      name: 'Design',
      estimateHours: 12.5,
    });
    expect(design).toMatchObject({ name: 'Design', estimateHours: 12.5, done: false, archivedAt: null });
    const build = await created(cast.manager, `/projects/${project.id}/tasks`, { name: 'build' });

    const patched = await call(cast.manager, 'PATCH', `/projects/${project.id}/tasks/${build.id}`, {
      name: 'Build',
      done: true,
      estimateHours: null,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data).toMatchObject({ name: 'Build', done: true, estimateHours: null });

    const listed = await call(cast.member, 'GET', `/projects/${project.id}/tasks`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.items.map((task: { name: string }) => task.name)).toEqual(['Build', 'Design']);
    const open = await call(cast.member, 'GET', `/projects/${project.id}/tasks?done=false`);
    expect(open.json().data.items.map((task: { name: string }) => task.name)).toEqual(['Design']);

    const archived = await call(cast.manager, 'POST', `/projects/${project.id}/tasks/${design.id}/archive`);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().data.archivedAt).not.toBeNull();
    const active = await call(cast.member, 'GET', `/projects/${project.id}/tasks`);
    expect(active.json().data.items.map((task: { name: string }) => task.name)).toEqual(['Build']);
    const all = await call(cast.member, 'GET', `/projects/${project.id}/tasks?status=ARCHIVED`);
    expect(all.json().data.items.map((task: { name: string }) => task.name)).toEqual(['Design']);

    // An archived task's name is free again; bringing the old one back then clashes.
    await created(cast.manager, `/projects/${project.id}/tasks`, { name: 'DESIGN' });
    const back = await call(cast.manager, 'POST', `/projects/${project.id}/tasks/${design.id}/unarchive`);
    expect(back.statusCode, back.body).toBe(409);
    expect(back.json()).toMatchObject({ success: false, code: 'ALREADY_EXISTS' });
  });

  it('refuses a name in use among active tasks, ignoring case, and invalid bodies', async () => {
    await created(cast.manager, `/projects/${project.id}/tasks`, { name: 'Review' });
    const again = await call(cast.manager, 'POST', `/projects/${project.id}/tasks`, { name: ' review ' });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'ALREADY_EXISTS' });
    const blank = await call(cast.manager, 'POST', `/projects/${project.id}/tasks`, { name: '  ' });
    expect(blank.statusCode).toBe(400);
    const negative = await call(cast.manager, 'POST', `/projects/${project.id}/tasks`, {
      name: 'X',
      estimateHours: -1,
    });
    expect(negative.statusCode).toBe(400);
    // The same name on another project is fine.
    await created(cast.manager, `/projects/${unassigned.id}/tasks`, { name: 'Review' });
  });

  it('refuses tasks on an archived project', async () => {
    const old = await createProject(t, cast.owner);
    await call(cast.owner, 'POST', `/projects/${old.id}/archive`);
    const response = await call(cast.manager, 'POST', `/projects/${old.id}/tasks`, { name: 'Late' });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().code).toBe('PROJECT_ARCHIVED');
  });

  it('keeps members from managing tasks and from seeing tasks of projects they cannot track to', async () => {
    expect((await call(cast.member, 'POST', `/projects/${project.id}/tasks`, { name: 'Mine' })).statusCode).toBe(403);
    const hidden = await call(cast.member, 'GET', `/projects/${unassigned.id}/tasks`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await call(cast.manager, 'GET', `/projects/${unassigned.id}/tasks`)).statusCode).toBe(200);
  });

  it("answers 404 for another organization's project and tasks, and changes nothing", async () => {
    const theirs = await created(cast.outsider, `/projects/${theirProject.id}/tasks`, { name: 'Secret' });
    expect((await call(cast.owner, 'GET', `/projects/${theirProject.id}/tasks`)).statusCode).toBe(404);
    expect((await call(cast.owner, 'POST', `/projects/${theirProject.id}/tasks`, { name: 'X' })).statusCode).toBe(404);
    for (const url of [`/projects/${theirProject.id}/tasks/${theirs.id}`, `/projects/${project.id}/tasks/${theirs.id}`])
      expect((await call(cast.owner, 'PATCH', url, { name: 'Hijacked' })).statusCode).toBe(404);
    expect((await call(cast.owner, 'POST', `/projects/${project.id}/tasks/${theirs.id}/archive`)).statusCode).toBe(404);
    const still = await call(cast.outsider, 'GET', `/projects/${theirProject.id}/tasks`);
    expect(still.json().data.items).toMatchObject([{ name: 'Secret', archivedAt: null }]);
  });
});

describe('tags of the organization', () => {
  it('lets a manager create, rename and archive tags; every member lists them by name', async () => {
    const urgent = await created(cast.manager, '/tags', { name: 'urgent' });
    await created(cast.admin, '/tags', { name: 'Billable extra' });
    const renamed = await call(cast.manager, 'PATCH', `/tags/${urgent.id}`, { name: 'Urgent' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const listed = await call(cast.member, 'GET', '/tags');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.items.map((tag: { name: string }) => tag.name)).toEqual(['Billable extra', 'Urgent']);

    const archived = await call(cast.manager, 'POST', `/tags/${urgent.id}/archive`);
    expect(archived.statusCode, archived.body).toBe(200);
    expect((await call(cast.member, 'GET', '/tags')).json().data.items).toHaveLength(1);
    expect((await call(cast.member, 'GET', '/tags?status=ALL')).json().data.items).toHaveLength(2);
    const back = await call(cast.manager, 'POST', `/tags/${urgent.id}/unarchive`);
    expect(back.json().data.archivedAt).toBeNull();
  });

  it('refuses a name in use ignoring case, and members creating tags', async () => {
    await created(cast.manager, '/tags', { name: 'Meeting' });
    const again = await call(cast.owner, 'POST', '/tags', { name: 'MEETING' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'ALREADY_EXISTS' });
    const member = await call(cast.member, 'POST', '/tags', { name: 'Mine' });
    expect(member.statusCode).toBe(403);
    expect(member.json().success).toBe(false);
  });

  it("keeps organizations' tags apart", async () => {
    const theirs = await created(cast.outsider, '/tags', { name: 'Theirs' });
    expect((await call(cast.owner, 'PATCH', `/tags/${theirs.id}`, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await call(cast.owner, 'POST', `/tags/${theirs.id}/archive`)).statusCode).toBe(404);
    const ours = (await call(cast.owner, 'GET', '/tags?status=ALL')).json().data.items as Array<{ id: string }>;
    expect(ours.map((tag) => tag.id)).not.toContain(theirs.id);
    // The same name in another organization is no clash.
    await created(cast.owner, '/tags', { name: 'Theirs' });
    const still = (await call(cast.outsider, 'GET', '/tags')).json().data.items;
    expect(still).toMatchObject([{ id: theirs.id, name: 'Theirs', archivedAt: null }]);
  });
});
