import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../../test/support/actors.js';
import { castApp } from '../../../test/support/cast-app.js';
import { createProject } from '../../../test/support/projects.js';
import { multipartBody, screenImage } from '../../../test/support/screenshots.js';

const { t, cast } = await castApp();

async function sharedToken(actor: Actor, payload?: object) {
  const project = await createProject(t, actor);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/projects/${project.id}/share`,
    headers: actor.headers,
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return { project, token: /\/portal\/([A-Za-z0-9_-]+)$/.exec(response.json().data.portalUrl as string)![1]! };
}

async function uploadLogo(actor: Actor, body: Buffer) {
  const { payload, contentType } = multipartBody({}, [{ name: 'logo', body, filename: 'logo.png' }]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/organizations/current/billing-profile/logo',
    headers: { ...actor.headers, 'content-type': contentType },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
}

const setAccent = (actor: Actor, accentColor: string | null) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/v1/organizations/current/settings',
    headers: actor.headers,
    payload: { accentColor },
  });

const portal = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1/projects/portal/${token}`, headers });
const logo = (url: string) => t.app.inject({ method: 'GET', url });

describe('the portal carries the organization’s brand', () => {
  it('names the organization, without accent or logo until they are set', async () => {
    const { token } = await sharedToken(cast.outsider);
    const response = await portal(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.organization).toEqual({
      name: expect.any(String),
      accentColor: null,
      accentTextColor: null,
      logoUrl: null,
    });
    expect((await logo(`/api/v1/projects/portal/${token}/logo`)).statusCode).toBe(404);
  });

  it('answers the accent colour, its text colour and a logo URL served under the portal token', async () => {
    await setAccent(cast.owner, '#7C3AED');
    await uploadLogo(cast.owner, await screenImage(800, 200));
    const { token } = await sharedToken(cast.owner);

    const view = (await portal(token)).json().data.organization;
    expect(view).toMatchObject({ accentColor: '#7c3aed', accentTextColor: '#ffffff' });
    expect(view.logoUrl).toMatch(new RegExp(`^/api/v1/projects/portal/${token}/logo\\?v=\\d+$`));

    const image = await logo(view.logoUrl as string);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('private, max-age=3600');
    expect(image.headers['referrer-policy']).toBe('no-referrer');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(image.rawPayload).metadata();
    expect(metadata.format).toBe('png');

    // A new logo is a new URL, so no cache shows the old one.
    await uploadLogo(cast.owner, await screenImage(400, 100));
    const again = (await portal(token)).json().data.organization.logoUrl as string;
    expect(again).not.toBe(view.logoUrl);
    expect((await sharp((await logo(again)).rawPayload).metadata()).width).toBe(400);
  });

  it('shows a password-protected portal’s logo to the token alone, the view only with the password', async () => {
    const { token } = await sharedToken(cast.owner, { sharePassword: 'correct horse battery' });
    expect((await portal(token)).statusCode).toBe(401);
    expect((await logo(`/api/v1/projects/portal/${token}/logo`)).statusCode).toBe(200);
    const view = await portal(token, { 'x-portal-password': 'correct horse battery' });
    expect(view.json().data.organization.logoUrl).toMatch(/\/logo\?v=\d+$/);
  });

  it('is 404 for an unknown, revoked or unshared token, the same as the portal', async () => {
    const { project, token } = await sharedToken(cast.owner);
    for (const unknown of ['nope', 'A'.repeat(43)]) {
      const response = await logo(`/api/v1/projects/portal/${unknown}/logo`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${project.id}/share`,
      headers: cast.owner.headers,
      payload: { isPublicShared: false },
    });
    expect((await logo(`/api/v1/projects/portal/${token}/logo`)).statusCode).toBe(404);
  });

  it('never reaches another organization’s logo: each token gives its own organization’s', async () => {
    await uploadLogo(cast.owner, await screenImage(300, 100));
    await uploadLogo(cast.outsider, await screenImage(200, 100));
    await setAccent(cast.outsider, '#facc15');
    const ours = await sharedToken(cast.owner);
    const theirs = await sharedToken(cast.outsider);

    const theirView = (await portal(theirs.token)).json().data.organization;
    expect(theirView).toMatchObject({ accentColor: '#facc15', accentTextColor: '#050505' });
    const theirLogo = await logo(`/api/v1/projects/portal/${theirs.token}/logo`);
    const ourLogo = await logo(`/api/v1/projects/portal/${ours.token}/logo`);
    expect((await sharp(theirLogo.rawPayload).metadata()).width).toBe(200);
    expect((await sharp(ourLogo.rawPayload).metadata()).width).toBe(300);
    // Signed in to neither: a member's credentials change nothing on the public route.
    const withCredentials = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/portal/${theirs.token}/logo`,
      headers: cast.owner.headers,
    });
    expect((await sharp(withCredentials.rawPayload).metadata()).width).toBe(200);
  });
});
