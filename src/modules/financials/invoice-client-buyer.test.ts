import { afterAll, describe, expect, it } from 'vitest';
import { addMember, registerOwner, type Actor } from '../../../test/support/actors.js';
import { buildTestApp } from '../../../test/support/app.js';
import { testClock } from '../../../test/support/clock.js';
import { createProject, insertTimeEntry } from '../../../test/support/projects.js';

const clock = testClock('2026-11-20T12:00:00Z');
const t = await buildTestApp({ clock });
afterAll(() => t.close());

const owner = await registerOwner(t, { organizationName: 'Acme' });
const ann = await addMember(t, owner, 'MEMBER', { fullName: 'Ann Able' });
const outsider = await registerOwner(t, { organizationName: 'Elsewhere' });

const URL = '/api/v1/financials/invoices';
const CLIENT = {
  name: 'Zoë Müller GmbH',
  billingAddress: 'Hauptstraße 5\n10115 Berlin\nGermany',
  taxId: 'DE123456789',
  contactEmail: 'ap@mueller.example',
  currency: 'EUR',
};
const BUYER = { buyerAddress: CLIENT.billingAddress, buyerTaxId: CLIENT.taxId, buyerEmail: CLIENT.contactEmail };

async function call(actor: Actor, method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) {
  return t.app.inject({ method, url, headers: actor.headers, payload });
}
async function clientProject(actor: Actor, client: Record<string, unknown>) {
  const response = await call(actor, 'POST', '/api/v1/clients', client);
  expect(response.statusCode, response.body).toBe(201);
  const clientId = response.json().data.id as string;
  return { clientId, project: await createProject(t, actor, { clientId, clientName: undefined }) };
}
async function approvedHours(projectId: string) {
  await insertTimeEntry(t, {
    orgId: owner.orgId,
    memberId: ann.memberId,
    projectId,
    startTime: '2026-11-10T09:00:00Z',
    endTime: '2026-11-10T12:00:00Z',
    billRate: '80.00',
  });
}

describe("an invoice's buyer comes from the project's client record", () => {
  it('fills name, address, tax id, email and currency of an invoice from approved time', async () => {
    const { project } = await clientProject(owner, CLIENT);
    await approvedHours(project.id);
    const response = await call(owner, 'POST', `${URL}/from-time`, {
      projectId: project.id,
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ clientName: CLIENT.name, currency: 'EUR', ...BUYER });
  });

  it('lets the body override or clear what the client record says', async () => {
    const { project } = await clientProject(owner, { ...CLIENT, name: 'Override AG' });
    const response = await call(owner, 'POST', URL, {
      projectId: project.id,
      clientName: 'Override AG, Accounts',
      currency: 'CHF',
      buyerTaxId: 'CHE-123.456.789',
      buyerEmail: '',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      clientName: 'Override AG, Accounts',
      currency: 'CHF',
      buyerAddress: CLIENT.billingAddress,
      buyerTaxId: 'CHE-123.456.789',
      buyerEmail: null,
    });
  });

  it('keeps the spec default (USD, no buyer details) for an invoice without a project', async () => {
    const response = await call(owner, 'POST', URL, { clientName: 'Walk-in customer' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ currency: 'USD', buyerAddress: null, buyerTaxId: null });
  });

  it('takes the details the client gained since the draft when it is issued with none', async () => {
    const { clientId, project } = await clientProject(owner, { name: 'Late Details Ltd' });
    const draft = await call(owner, 'POST', URL, { projectId: project.id, clientName: 'Late Details Ltd' });
    expect(draft.json().data).toMatchObject({ buyerAddress: null, buyerTaxId: null, currency: 'USD' });
    const changed = await call(owner, 'PATCH', `/api/v1/clients/${clientId}`, {
      billingAddress: '1 Late Lane\nLondon',
      taxId: 'GB123456789',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const issued = await call(owner, 'PATCH', `${URL}/${draft.json().data.id}/status`, { status: 'SENT' });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().data).toMatchObject({ buyerAddress: '1 Late Lane\nLondon', buyerTaxId: 'GB123456789' });
    // Issued: later changes of the client record leave the invoice as the customer got it.
    await call(owner, 'PATCH', `/api/v1/clients/${clientId}`, { billingAddress: 'Moved away' });
    const again = await t.app.inject({ method: 'GET', url: `${URL}/${draft.json().data.id}`, headers: owner.headers });
    expect(again.json().data.buyerAddress).toBe('1 Late Lane\nLondon');
  });

  it("never bills another organization's client: its project is 404 and nothing of it is read", async () => {
    const { project } = await clientProject(outsider, { ...CLIENT, name: 'Secret Client' });
    const response = await call(owner, 'POST', URL, { projectId: project.id, clientName: 'Mine' });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.body).not.toContain('Secret Client');
    const fromTime = await call(owner, 'POST', `${URL}/from-time`, {
      projectId: project.id,
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(fromTime.statusCode, fromTime.body).toBe(404);
  });
});
