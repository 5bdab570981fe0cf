import { describe, expect, it } from 'vitest';
import { castApp } from '../../../test/support/cast-app.js';
import { registerOwner, type Actor } from '../../../test/support/actors.js';

const { t, cast } = await castApp();

const settings = (actor: Actor) =>
  t.app.inject({ method: 'GET', url: '/api/v1/organizations/current/settings', headers: actor.headers });
const change = (actor: Actor, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/v1/organizations/current/settings', headers: actor.headers, payload });

describe('the accent colour setting', () => {
  it('is set by Owners and Admins, stored in lower case with its readable text colour, read by every member', async () => {
    const set = await change(cast.owner, { accentColor: '#1D4ED8' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ accentColor: '#1d4ed8', accentTextColor: '#ffffff' });
    expect((await settings(cast.member)).json().data).toMatchObject({
      accentColor: '#1d4ed8',
      accentTextColor: '#ffffff',
    });

    const light = await change(cast.admin, { accentColor: '#facc15' });
    expect(light.json().data).toMatchObject({ accentColor: '#facc15', accentTextColor: '#050505' });

    // Other settings leave it be; null clears it.
    await change(cast.owner, { firstDayOfWeek: 1 });
    expect((await settings(cast.owner)).json().data.accentColor).toBe('#facc15');
    const cleared = await change(cast.owner, { accentColor: null });
    expect(cleared.json().data).toMatchObject({ accentColor: null, accentTextColor: null });
  });

  it.each(['red', '#fff', '#12345g', '1d4ed8', '#1d4ed80', '', 42])(
    'refuses %j with 400 VALIDATION_ERROR',
    async (value) => {
      const response = await change(cast.owner, { accentColor: value });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'body.accentColor' }] });
    },
  );

  it('needs organization.manage', async () => {
    for (const actor of [cast.manager, cast.member]) {
      const response = await change(actor, { accentColor: '#000000' });
      expect(response.statusCode).toBe(403);
    }
  });

  it('is the caller’s organization’s only', async () => {
    const other = await registerOwner(t);
    await change(other, { accentColor: '#00ff00' });
    await change(cast.owner, { accentColor: '#123456' });
    expect((await settings(other)).json().data.accentColor).toBe('#00ff00');
    expect((await settings(cast.owner)).json().data.accentColor).toBe('#123456');
  });
});
