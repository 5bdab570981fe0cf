import { describe, expect, it } from 'vitest';
import { castApp } from '../../../test/support/cast-app.js';
import type { Actor } from '../../../test/support/actors.js';
import { createProject as createSupportProject, type ProjectJson } from '../../../test/support/projects.js';

const { t, cast } = await castApp();

/** test/support's project, with the clientId this module adds. */
const createProject = async (...args: Parameters<typeof createSupportProject>) =>
  (await createSupportProject(...args)) as ProjectJson & { clientId: string };

const send = (actor: Actor, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: actor.headers, ...(payload && { payload }) });

const BASE = { name: 'Client work', totalBudget: 0, screenshotIntervalMins: 10 };
let serial = 0;
const code = () => `PC-${++serial}`;

async function newClient(actor: Actor, fields: Record<string, unknown>) {
  const response = await send(actor, 'POST', '/clients', fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; name: string };
}

async function clientsNamed(actor: Actor, name: string) {
  const response = await send(actor, 'GET', `/clients?status=ALL&search=${encodeURIComponent(name)}`);
  return (response.json().data.items as Array<{ id: string; name: string }>).filter(
    (client) => client.name.toLowerCase() === name.toLowerCase(),
  );
}

describe("a project's client", () => {
  it('creates the client a new clientName names, and reuses it ignoring case', async () => {
    const first = await createProject(t, cast.manager, { clientName: 'Stark Industries' });
    const second = await createProject(t, cast.manager, { clientName: 'stark industries' });
    expect(first.clientId).toEqual(expect.any(String));
    expect(second).toMatchObject({ clientId: first.clientId, clientName: 'Stark Industries' });
    expect(await clientsNamed(cast.owner, 'Stark Industries')).toHaveLength(1);
  });

  it('takes a client by clientId, and clientName with it when both name the same client', async () => {
    const client = await newClient(cast.owner, { name: 'Wayne Enterprises', defaultBillRate: 150 });
    const byId = await send(cast.manager, 'POST', '/projects', { ...BASE, code: code(), clientId: client.id });
    expect(byId.statusCode, byId.body).toBe(201);
    expect(byId.json().data).toMatchObject({ clientId: client.id, clientName: 'Wayne Enterprises' });

    const both = await createProject(t, cast.manager, { clientId: client.id, clientName: 'WAYNE enterprises' });
    expect(both.clientId).toBe(client.id);

    const disagreeing = await send(cast.manager, 'POST', '/projects', {
      ...BASE,
      code: code(),
      clientId: client.id,
      clientName: 'Someone else',
    });
    expect(disagreeing.statusCode).toBe(400);
    expect(disagreeing.json().code).toBe('VALIDATION_ERROR');
    expect(disagreeing.json().details[0].field).toBe('body.clientName');
  });

  it("gives a new project the client's default bill rate unless the request sets one (or null)", async () => {
    const client = await newClient(cast.owner, { name: 'Rated Client', defaultBillRate: 95.5 });
    const inherited = await createProject(t, cast.owner, { clientId: client.id, clientName: client.name });
    expect(inherited.hourlyBillRate).toBe(95.5);
    const own = await createProject(t, cast.owner, { clientName: client.name, hourlyBillRate: 60 });
    expect(own.hourlyBillRate).toBe(60);
    const none = await createProject(t, cast.owner, { clientName: client.name, hourlyBillRate: null });
    expect(none.hourlyBillRate).toBeNull();
  });

  it('refuses a project naming no client, and an unknown clientId (404)', async () => {
    const nothing = await send(cast.owner, 'POST', '/projects', { ...BASE, code: code() });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().details.map((detail: { field: string }) => detail.field)).toContain('body.clientName');
    const unknown = await send(cast.owner, 'POST', '/projects', {
      ...BASE,
      code: code(),
      clientId: '00000000-0000-7000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await send(cast.owner, 'POST', '/projects', { ...BASE, code: code(), clientId: 'acme' });
    expect(malformed.statusCode).toBe(400);
  });

  it('moves a project to another client by clientId or by clientName', async () => {
    const project = await createProject(t, cast.owner, { clientName: 'Before Co' });
    const target = await newClient(cast.owner, { name: 'After Co' });
    const byId = await send(cast.owner, 'PUT', `/projects/${project.id}`, { clientId: target.id });
    expect(byId.json().data).toMatchObject({ clientId: target.id, clientName: 'After Co' });
    const byName = await send(cast.owner, 'PUT', `/projects/${project.id}`, { clientName: 'Brand New Co' });
    expect(byName.statusCode, byName.body).toBe(200);
    const moved = byName.json().data as ProjectJson & { clientId: string };
    expect(moved.clientName).toBe('Brand New Co');
    expect((await clientsNamed(cast.owner, 'Brand New Co'))[0]!.id).toBe(moved.clientId);
  });

  it("renaming a client renames every one of its projects' clientName", async () => {
    const client = await newClient(cast.owner, { name: 'Old Name Inc' });
    const project = await createProject(t, cast.owner, { clientId: client.id, clientName: client.name });
    const renamed = await send(cast.owner, 'PATCH', `/clients/${client.id}`, { name: 'New Name Inc' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = (await send(cast.owner, 'GET', `/projects/${project.id}`)).json().data;
    expect(after).toMatchObject({ clientId: client.id, clientName: 'New Name Inc' });
  });

  it('keeps projects of an archived client working, and a new clientName does not pick the archived client', async () => {
    const client = await newClient(cast.owner, { name: 'Archived Partner' });
    const project = await createProject(t, cast.owner, { clientId: client.id, clientName: client.name });
    await send(cast.owner, 'POST', `/clients/${client.id}/archive`);

    const read = await send(cast.owner, 'GET', `/projects/${project.id}`);
    expect(read.json().data).toMatchObject({ clientId: client.id, clientName: 'Archived Partner' });
    const changed = await send(cast.owner, 'PUT', `/projects/${project.id}`, { name: 'Still going' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.clientId).toBe(client.id);

    const fresh = await createProject(t, cast.owner, { clientName: 'Archived Partner' });
    expect(fresh.clientId).not.toBe(client.id);
  });

  it("filters the project list by clientId, and another organization's client id finds nothing", async () => {
    const client = await newClient(cast.owner, { name: 'Filter Client' });
    const mine = await createProject(t, cast.owner, { clientId: client.id, clientName: client.name });
    await createProject(t, cast.owner, { clientName: 'Unfiltered Client' });
    const listed = await send(cast.owner, 'GET', `/projects?clientId=${client.id}`);
    expect(listed.json().data.items.map((project: ProjectJson) => project.id)).toEqual([mine.id]);
    const foreign = await send(cast.outsider, 'GET', `/projects?clientId=${client.id}&status=ALL`);
    expect(foreign.json().data.items).toEqual([]);
  });
});
