import { describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.js';
import { DESKTOP, PHONE, screenshot, scrollsSideways, seriousAccessibilityProblems, tabTo } from './support/browser.js';
import { startE2eRun } from './support/run.js';
import { addMember, mailedCode, registerOwner } from './support/server.js';

const run = startE2eRun();
const { openPage } = run;

describe('the sign-in screen', () => {
  it('offers the form, labelled, accessible and without sideways scrolling at 1280 and 390 px', async () => {
    for (const [name, viewport] of [
      ['sign-in-1280', DESKTOP],
      ['sign-in-390', PHONE],
    ] as const) {
      const { page, problems } = await openPage(viewport);
      const document = await page.goto(`${run.server.appOrigin}/sign-in`);
      // Whatever serves it, the app runs under the strict policy (a CSP refusal is a page problem).
      expect(document?.headers()['content-security-policy']).toContain("script-src 'self'");
      await page.getByRole('heading', { level: 1, name: en.signIn.title }).waitFor();
      expect(await page.title()).toBe(`${en.signIn.title} · ${en.app.name}`);
      expect(await page.getByLabel(en.signIn.email, { exact: true }).isVisible()).toBe(true);
      expect(await page.getByLabel(en.signIn.password, { exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole('radio', { name: en.signIn.methodCode }).isVisible()).toBe(true);
      expect(await seriousAccessibilityProblems(page)).toEqual([]);
      expect(await scrollsSideways(page)).toBe(false);
      await screenshot(page, name);
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });

  it('is served with the licence of every package its bundle holds', async () => {
    const response = await fetch(`${run.server.appOrigin}/third-party-licenses.txt`);
    expect(response.status).toBe(200);
    const notice = await response.text();
    expect(notice).toContain('AGPL-3.0-only');
    for (const bundled of ['react-dom', 'chart.js', '@tanstack/react-router', 'openapi-fetch']) {
      expect(notice).toMatch(new RegExp(`^${bundled.replace('.', '\\.')} [\\d.]+ \\(MIT\\)$`, 'm'));
    }
    expect(notice).toContain('Permission is hereby granted, free of charge');
  });

  it('is operable by keyboard alone and shows the server’s message and hint when sign-in fails', async () => {
    const { page, problems } = await openPage();
    await page.goto(`${run.server.appOrigin}/sign-in`);
    await page.getByRole('heading', { level: 1, name: en.signIn.title }).waitFor();
    await tabTo(page, 'email');
    await page.keyboard.type('nobody@sign-in.example');
    await tabTo(page, 'password');
    await page.keyboard.type('not-the-password');
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/session'));
    await page.keyboard.press('Enter');
    const answer = await answered;
    const body = (await answer.json()) as { success: boolean; code: keyof typeof en.errorMessages };
    expect(answer.status()).toBeGreaterThanOrEqual(400);
    expect(body.success).toBe(false);

    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toContain(en.errorMessages[body.code]);
    expect(await alert.innerText()).toContain(en.errorHints[body.code]);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'sign-in-error');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('is where a signed-out visitor of a signed-in page lands, with the way back remembered', async () => {
    const { page, problems } = await openPage();
    await page.goto(`${run.server.appOrigin}/`);
    await page.getByRole('heading', { level: 1, name: en.signIn.title }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('signing in', () => {
  it('with a password opens the start page, fits a phone, and signs out for good', async () => {
    const person = await registerOwner(run.server, 'ada@sign-in.example');
    const { page, problems } = await openPage();
    await page.goto(`${run.server.appOrigin}/sign-in`);
    await page.getByLabel(en.signIn.email, { exact: true }).fill(person.email);
    await page.getByLabel(en.signIn.password, { exact: true }).fill(person.password);
    await page.getByRole('button', { name: en.signIn.submit }).click();
    await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByRole('combobox', { name: en.shell.organization, exact: true }).inputValue()).not.toBe('');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'home-1280');
    await page.setViewportSize(PHONE);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'home-390');

    // On a phone, sign-out is in the header's menu.
    await page.getByRole('button', { name: en.shell.menu }).click();
    await page.getByRole('button', { name: en.shell.signOut }).click();
    await page.getByRole('heading', { level: 1, name: en.signIn.title }).waitFor();
    await page.goto(`${run.server.appOrigin}/`);
    await page.getByRole('heading', { level: 1, name: en.signIn.title }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('with a code sent by email', async () => {
    const person = await addMember(
      run.server,
      await registerOwner(run.server, 'owner@sign-in.example'),
      'grace@sign-in.example',
    );
    const { page, problems } = await openPage();
    await page.goto(`${run.server.appOrigin}/sign-in`);
    await page.getByRole('radio', { name: en.signIn.methodCode }).check();
    await page.getByLabel(en.signIn.email, { exact: true }).fill(person.email);
    await page.getByRole('button', { name: en.signIn.sendCode }).click();
    await page.getByText(en.signIn.codeSent.split('{email}')[0]!).waitFor();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'sign-in-code');

    await page.getByLabel(en.signIn.code).fill(await mailedCode(run.server, person.email));
    await page.getByRole('button', { name: en.signIn.submit }).click();
    // Added by the owner, this member has not accepted the terms yet: the app asks first.
    await page.getByRole('button', { name: en.acceptTerms.accept }).click();
    await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
