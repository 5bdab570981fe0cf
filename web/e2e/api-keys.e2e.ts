import { describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.js';
import { checkAtBothWidths } from './support/browser.js';
import { openSettingsSection } from './support/settings.js';
import { startE2eRun } from './support/run.js';
import { registerOwner } from './support/server.js';

const run = startE2eRun();

describe('API keys', () => {
  it('an owner creates a key, sees it once, uses it, and revokes it', async () => {
    const owner = await registerOwner(run.server, 'owner@keys.example');
    const orgId = owner.headers['x-organization-id'];
    const { page, problems } = await run.signIn(owner);
    await openSettingsSection(page, en.apiKeys.title);
    const section = page.locator('section', {
      has: page.getByRole('heading', { name: en.apiKeys.title, exact: true }),
    });
    await section.getByText(en.apiKeys.none).waitFor();

    await section.getByLabel(en.apiKeys.name, { exact: true }).fill('Nightly export');
    await section.getByRole('button', { name: en.apiKeys.createButton }).click();
    const secretField = section.getByLabel(en.apiKeys.secretLabel);
    await secretField.waitFor();
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^pck_/);

    const withKey = (key: string) =>
      fetch(`${run.server.apiOrigin}/api/v1/tags`, {
        headers: { authorization: `Bearer ${key}`, 'x-organization-id': orgId },
      });
    expect((await withKey(secret)).status).toBe(200);

    await section.getByRole('button', { name: en.apiKeys.secretDone }).click();
    expect(await section.getByLabel(en.apiKeys.secretLabel).count()).toBe(0);
    await section.getByText(secret.slice(0, 12)).waitFor();
    await checkAtBothWidths(page, 'settings-api-keys');

    await section.getByRole('button', { name: 'Revoke the key Nightly export' }).click();
    await section.getByRole('button', { name: en.apiKeys.confirmRevoke }).click();
    await section.getByText(en.apiKeys.statusRevoked, { exact: true }).waitFor();
    expect((await withKey(secret)).status).toBe(401);

    // A key held to one permission, chosen in plain words: the list says so and the API holds it to it.
    await section.getByLabel(en.apiKeys.name, { exact: true }).fill('Project reader');
    await section.getByLabel(en.members.permProjectsRead).check();
    await section.getByRole('button', { name: en.apiKeys.createButton }).click();
    await secretField.waitFor();
    const reader = await secretField.inputValue();
    const projects = await fetch(`${run.server.apiOrigin}/api/v1/projects`, {
      headers: { authorization: `Bearer ${reader}`, 'x-organization-id': orgId },
    });
    expect(projects.status).toBe(200);
    expect((await withKey(reader)).status).toBe(403);
    await section.getByRole('button', { name: en.apiKeys.secretDone }).click();
    await section.getByText(en.members.permProjectsRead, { exact: false }).first().waitFor();
    expect(await section.locator('li', { hasText: 'Project reader' }).innerText()).toContain(
      en.members.permProjectsRead,
    );
    expect(problems).toEqual([]);
  });
});
