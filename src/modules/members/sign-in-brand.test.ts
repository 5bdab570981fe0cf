import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { registerOwner, type Actor } from '../../../test/support/actors.js';
import { multipartBody, screenImage } from '../../../test/support/screenshots.js';

let t: TestApp;
let studio: Actor;
let works: Actor;

const brandOf = (orgId: string) => t.app.inject({ method: 'GET', url: `/api/v1/auth/organizations/${orgId}/brand` });

beforeAll(async () => {
  t = await buildTestApp();
  studio = await registerOwner(t, { organizationName: 'Harbour Studio' });
  works = await registerOwner(t, { organizationName: 'Plain Works' });
  const { payload, contentType } = multipartBody({}, [
    { name: 'logo', body: await screenImage(320, 80), filename: 'logo.png' },
  ]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/v1/organizations/current/billing-profile/logo',
    headers: { ...studio.headers, 'content-type': contentType },
    payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  await t.app.inject({
    method: 'PATCH',
    url: '/api/v1/organizations/current/settings',
    headers: studio.headers,
    payload: { accentColor: '#0F766E' },
  });
});
afterAll(() => t.close());

describe('GET /auth/organizations/{orgId}/brand and /logo (the branded sign-in page)', () => {
  it('answers the organization’s name, accent and logo to anyone, and serves that logo', async () => {
    const response = await brandOf(studio.orgId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { organization } = response.json().data;
    expect(organization).toEqual({
      name: 'Harbour Studio',
      accentColor: '#0f766e',
      accentTextColor: '#ffffff',
      logoUrl: expect.stringMatching(new RegExp(`^/api/v1/auth/organizations/${studio.orgId}/logo\\?v=\\d+$`)),
    });
    const logo = await t.app.inject({ method: 'GET', url: organization.logoUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['cache-control']).toBe('private, max-age=3600');
  });

  it('answers an organization without a brand with its name and no logo, and never another’s', async () => {
    const response = await brandOf(works.orgId);
    expect(response.json().data.organization).toEqual({
      name: 'Plain Works',
      accentColor: null,
      accentTextColor: null,
      logoUrl: null,
    });
    const logo = await t.app.inject({ method: 'GET', url: `/api/v1/auth/organizations/${works.orgId}/logo` });
    expect(logo.statusCode).toBe(404);
    expect(logo.json().code).toBe('NOT_FOUND');
  });

  it('is 404 for an unknown organization and 400 for what is not an id', async () => {
    const unknown = await brandOf('0190a0a0-0000-7000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    expect(unknown.body).not.toContain('0190a0a0');
    const notAnId = await brandOf('harbour-studio');
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().code).toBe('VALIDATION_ERROR');
  });
});
