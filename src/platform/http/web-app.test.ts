import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/index.js';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { WEB_APP_CSP } from './content-security-policy.js';

const INDEX = '<!doctype html><html><head><script type="module" src="/assets/app-1a2b3c.js"></script></head></html>';
const SCRIPT = 'console.log("app");';
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

function expectJsonError(
  response: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  status: number,
  code: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toContain('application/json');
  expect(response.json()).toMatchObject({ success: false, code });
}

describe('the built web app at /', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'punchclock-web-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), INDEX);
    await writeFile(path.join(dist, 'assets', 'app-1a2b3c.js'), SCRIPT);
    await writeFile(path.join(dist, 'manifest.webmanifest'), '{"name":"Punchclock"}');
    t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers / and any page path with index.html, not cached, under the strict CSP', async () => {
    for (const url of ['/', '/timesheet/week', '/portal/abc123', '/accept-invite?token=xyz', '/legal/terms']) {
      const response = await t.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toBe(WEB_APP_CSP);
    }
    expect(WEB_APP_CSP).toContain("script-src 'self';");
    expect(WEB_APP_CSP).not.toContain('unsafe-inline');
  });

  it('serves hashed assets for a year, immutable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SCRIPT);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files of the build revalidated', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD like GET', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/sign-in', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('keeps the JSON 404 and 405 of the API, even for a browser', async () => {
    expectJsonError(await t.app.inject({ method: 'GET', url: '/api/v1/nope', headers: html }), 404, 'NOT_FOUND');
    expectJsonError(await t.app.inject({ method: 'GET', url: '/api/v1', headers: html }), 404, 'NOT_FOUND');
    const wrongMethod = await t.app.inject({ method: 'GET', url: '/api/v1/auth/login', headers: html });
    expectJsonError(wrongMethod, 405, 'METHOD_NOT_ALLOWED');
    expect(wrongMethod.headers.allow).toBe('POST');
  });

  it('answers a missing asset, a non-page request and a write with the JSON 404', async () => {
    expectJsonError(await t.app.inject({ method: 'GET', url: '/assets/gone-000.js', headers: html }), 404, 'NOT_FOUND');
    expectJsonError(
      await t.app.inject({ method: 'GET', url: '/favicon.ico', headers: { accept: 'image/*' } }),
      404,
      'NOT_FOUND',
    );
    expectJsonError(await t.app.inject({ method: 'POST', url: '/sign-in', headers: html }), 404, 'NOT_FOUND');
  });

  it('serves nothing outside the build folder', async () => {
    for (const url of ['/..%2fpackage.json', '/assets/..%2f..%2fpackage.json', '/%2e%2e/%2e%2e/package.json']) {
      const response = await t.app.inject({ method: 'GET', url, headers: html });
      expect(response.body, url).not.toContain('"dependencies"');
    }
  });

  it('keeps the API reference at /docs working', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
  });
});

describe('without a build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { WEB_DIST_DIR: path.join(tmpdir(), 'punchclock-no-web-build') } });
  });
  afterAll(() => t.close());

  it('starts, and answers / with a short note', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('/docs');
  });

  it('answers other paths with the JSON 404', async () => {
    expectJsonError(await t.app.inject({ method: 'GET', url: '/sign-in', headers: html }), 404, 'NOT_FOUND');
    expectJsonError(await t.app.inject({ method: 'GET', url: '/api/v1/nope' }), 404, 'NOT_FOUND');
  });
});

describe('WEB_DIST_DIR', () => {
  it('defaults to web/dist at the repository root', async () => {
    const config = await loadConfig({ JWT_SECRET: 'x'.repeat(48), DATA_DIR: tmpdir() });
    expect(config.web.distDir).toBe(path.join(REPO_ROOT, 'web', 'dist'));
  });
});
