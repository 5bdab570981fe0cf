import { describe, expect, it } from 'vitest';
import { castApp } from '../../../test/support/cast-app.js';
import type { Actor } from '../../../test/support/actors.js';
import { createProject as createSupportProject, type ProjectJson } from '../../../test/support/projects.js';

const { t, cast } = await castApp();

/** test/support's project, with the clientId this module adds. */
const createProject = async (...args: Parameters<typeof createSupportProject>) =>
  (await createSupportProject(...args)) as ProjectJson & { clientId: string };

interface ClientJson {
  id: string;
  name: string;
  billingAddress: string | null;
  taxId: string | null;
  contactEmail: string | null;
  currency: string;
  defaultBillRate: number | null;
  notes: string | null;
  isArchived: boolean;
  archivedAt: string | null;
}

const send = (actor: Actor, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: actor.headers, ...(payload && { payload }) });

let serial = 0;
async function createClient(actor: Actor, fields: Record<string, unknown> = {}): Promise<ClientJson> {
  serial += 1;
  const response = await send(actor, 'POST', '/clients', { name: `Client ${serial}`, ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as ClientJson;
}

async function list(actor: Actor, query = ''): Promise<ClientJson[]> {
  const response = await send(actor, 'GET', `/clients?limit=200${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.items as ClientJson[];
}

describe('client records', () => {
  it('creates, reads, changes, archives and unarchives a client with every field', async () => {
    const created = await createClient(cast.manager, {
      name: '  Acme Corporation ',
      billingAddress: '1 Road Runner Way\nDesert City',
      taxId: 'US-123456789',
      contactEmail: 'Billing@Acme.example',
      currency: 'eur',
      defaultBillRate: 125.5,
      notes: 'Pays on time',
    });
    expect(created).toMatchObject({
      name: 'Acme Corporation',
      billingAddress: '1 Road Runner Way\nDesert City',
      taxId: 'US-123456789',
      contactEmail: 'billing@acme.example',
      currency: 'EUR',
      defaultBillRate: 125.5,
      notes: 'Pays on time',
      isArchived: false,
      archivedAt: null,
    });
    expect((await send(cast.admin, 'GET', `/clients/${created.id}`)).json().data).toEqual(created);

    const changed = await send(cast.manager, 'PATCH', `/clients/${created.id}`, { taxId: null, currency: 'GBP' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ name: 'Acme Corporation', taxId: null, currency: 'GBP' });

    const archived = await send(cast.manager, 'POST', `/clients/${created.id}/archive`);
    expect(archived.json().data).toMatchObject({ isArchived: true });
    expect((await list(cast.owner)).map((client) => client.id)).not.toContain(created.id);
    expect((await list(cast.owner, '&status=ARCHIVED')).map((client) => client.id)).toContain(created.id);
    const again = await send(cast.manager, 'POST', `/clients/${created.id}/archive`);
    expect(again.json().data.archivedAt).toBe(archived.json().data.archivedAt);

    const back = await send(cast.manager, 'POST', `/clients/${created.id}/unarchive`);
    expect(back.json().data).toMatchObject({ isArchived: false, archivedAt: null });
  });

  it('defaults the currency to USD and leaves the optional fields empty', async () => {
    const created = await createClient(cast.owner);
    expect(created).toMatchObject({
      billingAddress: null,
      taxId: null,
      contactEmail: null,
      currency: 'USD',
      defaultBillRate: null,
      notes: null,
    });
  });

  it('lists by name ignoring case, searches names and pages with a cursor', async () => {
    for (const name of ['zeta Search', 'Alpha search', 'beta SEARCH']) await createClient(cast.owner, { name });
    const found = await list(cast.owner, '&search=sEaRcH');
    expect(found.map((client) => client.name)).toEqual(['Alpha search', 'beta SEARCH', 'zeta Search']);

    const first = await send(cast.owner, 'GET', '/clients?search=search&limit=2');
    const page = first.json().data;
    expect(page.items).toHaveLength(2);
    const second = await send(cast.owner, 'GET', `/clients?search=search&limit=2&cursor=${page.nextCursor}`);
    expect(second.json().data).toMatchObject({ items: [{ name: 'zeta Search' }], nextCursor: null });
  });

  it.each([
    ['an empty name', { name: '  ' }, 'body.name'],
    ['a name over 200 characters', { name: 'x'.repeat(201) }, 'body.name'],
    ['a name with a line break', { name: 'A\nB' }, 'body.name'],
    ['an unknown currency', { name: 'C', currency: 'XYZ' }, 'body.currency'],
    ['a malformed email', { name: 'C', contactEmail: 'not-an-email' }, 'body.contactEmail'],
    ['a negative rate', { name: 'C', defaultBillRate: -1 }, 'body.defaultBillRate'],
    ['a rate with 3 decimals', { name: 'C', defaultBillRate: 1.005 }, 'body.defaultBillRate'],
    ['notes over 5000 characters', { name: 'C', notes: 'x'.repeat(5001) }, 'body.notes'],
  ])('refuses %s (400 naming the field)', async (_name, payload, field) => {
    const response = await send(cast.owner, 'POST', '/clients', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', error: 'Bad Request' });
    expect(response.json().hint).toEqual(expect.any(String));
    expect(response.json().details.map((detail: { field: string }) => detail.field)).toContain(field);
  });

  it('refuses an empty change and an unknown client', async () => {
    const client = await createClient(cast.owner);
    const empty = await send(cast.owner, 'PATCH', `/clients/${client.id}`, {});
    expect(empty.statusCode).toBe(400);
    const missing = await send(cast.owner, 'GET', '/clients/00000000-0000-7000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
  });

  it('keeps active names unique ignoring case (409), but not across organizations or against archived ones', async () => {
    const first = await createClient(cast.owner, { name: 'Unique Ltd' });
    const clash = await send(cast.admin, 'POST', '/clients', { name: 'unique ltd' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ success: false, code: 'ALREADY_EXISTS' });
    await createClient(cast.outsider, { name: 'Unique Ltd' });

    const other = await createClient(cast.owner, { name: 'Other Ltd' });
    const renameClash = await send(cast.owner, 'PATCH', `/clients/${other.id}`, { name: 'UNIQUE LTD' });
    expect(renameClash.statusCode).toBe(409);

    await send(cast.owner, 'POST', `/clients/${first.id}/archive`);
    const successor = await createClient(cast.owner, { name: 'Unique Ltd' });
    const unarchive = await send(cast.owner, 'POST', `/clients/${first.id}/unarchive`);
    expect(unarchive.statusCode).toBe(409);
    expect(unarchive.json().code).toBe('ALREADY_EXISTS');
    expect((await send(cast.owner, 'GET', `/clients/${successor.id}`)).json().data.isArchived).toBe(false);
  });
});

describe('who may see and change clients', () => {
  it('lets only projects.manage create, change and archive (403 for a Member)', async () => {
    const client = await createClient(cast.owner);
    for (const [method, url, payload] of [
      ['POST', '/clients', { name: 'By member' }],
      ['PATCH', `/clients/${client.id}`, { name: 'By member' }],
      ['POST', `/clients/${client.id}/archive`, undefined],
      ['POST', `/clients/${client.id}/unarchive`, undefined],
    ] as const) {
      const response = await send(cast.member, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
  });

  it('shows a Member only the clients of their projects, without the default rate', async () => {
    const theirs = await createClient(cast.owner, { defaultBillRate: 90 });
    const notTheirs = await createClient(cast.owner, { defaultBillRate: 90 });
    await createProject(t, cast.owner, {
      clientId: theirs.id,
      clientName: theirs.name,
      assignedUserIds: [cast.member.userId],
    });
    await createProject(t, cast.owner, { clientId: notTheirs.id, clientName: notTheirs.name });

    const seen = await list(cast.member, '&status=ALL');
    expect(seen.map((client) => client.id)).toEqual([theirs.id]);
    expect(seen[0]!.defaultBillRate).toBeNull();
    expect((await send(cast.member, 'GET', `/clients/${notTheirs.id}`)).statusCode).toBe(404);
    expect((await send(cast.member, 'GET', `/clients/${theirs.id}`)).json().data.defaultBillRate).toBeNull();
    expect((await send(cast.manager, 'GET', `/clients/${theirs.id}`)).json().data.defaultBillRate).toBe(90);
  });
});

describe('clients across organizations', () => {
  it("answers another organization's client as unknown (404), for reading and every change", async () => {
    const client = await createClient(cast.owner);
    for (const [method, url, payload] of [
      ['GET', `/clients/${client.id}`, undefined],
      ['PATCH', `/clients/${client.id}`, { name: 'Taken over' }],
      ['POST', `/clients/${client.id}/archive`, undefined],
      ['POST', `/clients/${client.id}/unarchive`, undefined],
    ] as const) {
      const response = await send(cast.outsider, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await list(cast.outsider, '&status=ALL')).map((row) => row.id)).not.toContain(client.id);
    expect((await send(cast.owner, 'GET', `/clients/${client.id}`)).json().data).toMatchObject({
      name: client.name,
      isArchived: false,
    });
  });

  it("never links a project to another organization's client (404 on create and update)", async () => {
    const foreign = await createClient(cast.outsider);
    const create = await send(cast.owner, 'POST', '/projects', {
      name: 'Foreign',
      clientId: foreign.id,
      code: 'FOREIGN-1',
      totalBudget: 0,
      screenshotIntervalMins: 10,
    });
    expect(create.statusCode).toBe(404);
    expect(create.json().code).toBe('NOT_FOUND');

    const project = await createProject(t, cast.owner);
    const update = await send(cast.owner, 'PUT' as 'PATCH', `/projects/${project.id}`, { clientId: foreign.id });
    expect(update.statusCode).toBe(404);
    const after = (await send(cast.owner, 'GET', `/projects/${project.id}`)).json().data;
    expect(after).toMatchObject({ clientId: project.clientId, clientName: project.clientName });
  });
});
