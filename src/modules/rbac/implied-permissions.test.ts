import { afterAll, describe, expect, it } from 'vitest';
import { addMember, castOf, type Cast } from '../../../test/support/actors.js';
import { buildTestApp } from '../../../test/support/app.js';
import { roleRequests, type RoleBody } from '../../../test/support/roles.js';

const t = await buildTestApp();
const cast: Cast = await castOf(t);
afterAll(() => t.close());

const { freshName, getRbac, patchRole, createRole, memberWithRole } = roleRequests(t, cast.owner);
describe('what a permission brings with it', () => {
  it('stores and publishes a role with what its permissions imply, so seeing every project lists them', async () => {
    const role = await createRole(['projects.read.all', 'invoices.manage']);
    expect(role.permissions).toEqual(['projects.read', 'projects.read.all', 'financials.read', 'invoices.manage']);
    const published = (await getRbac(cast.member)).json().data.roles.find((each: RoleBody) => each.id === role.id);
    expect(published.permissions).toEqual(role.permissions);

    const reader = await memberWithRole(role.id);
    const projects = await t.app.inject({ method: 'GET', url: '/api/v1/projects', headers: reader.headers });
    expect(projects.statusCode, projects.body).toBe(200);
    const invoices = await t.app.inject({ method: 'GET', url: '/api/v1/financials/invoices', headers: reader.headers });
    expect(invoices.statusCode, invoices.body).toBe(200);
  });

  it('keeps an implied permission while what brings it stays', async () => {
    const role = await createRole(['time.manage.all']);
    const changed = await patchRole(cast.owner, role.id, { permissions: ['time.manage.all', 'ai.use'] });
    expect(changed.json().data.permissions).toEqual([
      'members.read',
      'projects.read',
      'time.read.all',
      'time.manage.all',
      'ai.use',
    ]);
  });
});

describe('the built-in Accountant', () => {
  it("keeps clients and invoices and reads everyone's time, but neither tracks, approves nor sees screenshots", async () => {
    const accountant = await addMember(t, cast.owner, 'ACCOUNTANT');
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/v1${url}`, headers: accountant.headers, ...(payload ? { payload } : {}) });
    const client = await call('POST', '/clients', { name: freshName('Client of the accountant') });
    expect(client.statusCode, client.body).toBe(201);
    for (const url of ['/financials/invoices', '/financials/summary', '/projects', '/organizations/members'])
      expect((await call('GET', url)).statusCode, url).toBe(200);
    expect((await call('GET', '/time/timer')).statusCode).toBe(403);
    // Screenshots are theirs only: they take none, and see nobody else's.
    const screenshots = await call('GET', '/screenshots');
    expect(screenshots.statusCode, screenshots.body).toBe(200);
    expect(screenshots.json().data.items).toEqual([]);
    const approve = await call('POST', '/time/approve', { timeEntryIds: [], status: 'APPROVED' });
    expect([400, 403]).toContain(approve.statusCode);
    expect((await call('POST', '/projects', { name: freshName('Project'), code: 'ACCT' })).statusCode).toBe(403);
  });
});
