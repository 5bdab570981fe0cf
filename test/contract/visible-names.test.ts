import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { castOf, type Cast } from '../support/actors.js';
import { buildTestApp, type TestApp } from '../support/app.js';

/** Every route that takes a name a person gives something refuses one that shows nothing. */
let t: TestApp;
let cast: Cast;
beforeAll(async () => {
  t = await buildTestApp();
  cast = await castOf(t);
});
afterAll(() => t.close());

const INVISIBLE_NAMES = ['\u200B', '\u0085', '\uFEFF\u200B', '\u0301'];

async function roleId(): Promise<string> {
  const rbac = await t.app.inject({ method: 'GET', url: '/api/v1/rbac', headers: cast.owner.headers });
  return (rbac.json().data.roles as Array<{ id: string; builtInKey: string | null }>).find(
    (role) => role.builtInKey === 'MEMBER',
  )!.id;
}

describe('names made only of invisible characters', () => {
  it.each(INVISIBLE_NAMES)('are refused with 400 VALIDATION_ERROR naming the field (%j)', async (name) => {
    const attempts = [
      {
        url: '/api/v1/projects',
        field: 'body.name',
        payload: { name, clientName: 'Client', code: 'INV-1', totalBudget: 1 },
      },
      {
        url: '/api/v1/projects',
        field: 'body.clientName',
        payload: { name: 'Apollo', clientName: name, code: 'INV-2', totalBudget: 1 },
      },
      { url: '/api/v1/rbac/roles', field: 'body.name', payload: { name, permissions: [] } },
      { url: '/api/v1/financials/invoices', field: 'body.clientName', payload: { clientName: name } },
      {
        url: '/api/v1/organizations/members',
        field: 'body.fullName',
        payload: { email: 'someone@example.com', fullName: name, roleId: await roleId(), password: 'a-long-password' },
      },
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject({
        method: 'POST',
        url: attempt.url,
        headers: cast.owner.headers,
        payload: { screenshotIntervalMins: 10, ...attempt.payload },
      });
      expect(response.statusCode, `${attempt.url} ${response.body}`).toBe(400);
      const body = response.json();
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.details).toContainEqual({
        field: attempt.field,
        message: 'must contain at least one visible character',
      });
    }
  });

  it('are refused at sign-up for the person and the organization', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        email: 'new@example.com',
        fullName: '\u200B',
        organizationName: '\u0085',
        password: 'a-long-password',
        otp: '123456',
        acceptedTerms: true,
      },
    });
    expect(response.statusCode).toBe(400);
    const fields = (response.json().details as Array<{ field: string }>).map((problem) => problem.field);
    expect(fields).toEqual(expect.arrayContaining(['body.fullName', 'body.organizationName']));
  });
});
