import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './index.js';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'punchclock-config-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

async function problemsOf(env: Record<string, string>): Promise<string[]> {
  try {
    await loadConfig({ DATA_DIR: dataDir, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('applies the documented defaults', async () => {
    const config = await loadConfig({ DATA_DIR: dataDir });
    expect(config.server).toEqual({ host: '0.0.0.0', port: 3000, publicUrl: 'http://localhost:3000' });
    expect(config.http.rateLimit).toEqual({ max: 120, accountMax: 120, organizationMax: 6000, windowMs: 60_000 });
    expect(config.http.trustProxy).toBe(false);
    expect(config.mail.from).toBe('Punchclock <no-reply@localhost>');
    expect(config.mail.cooldownSeconds).toBe(60);
    expect(config.mail.batch).toEqual({ size: 50, intervalSeconds: 60 });
    expect(config.database.url).toBeUndefined();
    expect(Object.isFrozen(config.http.rateLimit)).toBe(true);
  });

  it('names the variable of each bad value', async () => {
    const problems = await problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      RATE_LIMIT_MAX: '0',
      LOG_LEVEL: 'loud',
      MAIL_COOLDOWN_SECONDS: '0',
    });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'DATABASE_URL',
      'LOG_LEVEL',
      'MAIL_COOLDOWN_SECONDS',
      'PORT',
      'RATE_LIMIT_MAX',
    ]);
  });

  it('starts new organizations on the 14-day trial unless NEW_ORGANIZATION_PLAN names another plan', async () => {
    expect((await loadConfig({ DATA_DIR: dataDir })).plans.newOrganization).toBe('TRIAL');
    expect((await loadConfig({ DATA_DIR: dataDir, NEW_ORGANIZATION_PLAN: 'pro' })).plans.newOrganization).toBe('PRO');
    expect(await problemsOf({ NEW_ORGANIZATION_PLAN: 'enterprise' })).toEqual([
      'NEW_ORGANIZATION_PLAN: must be trial, free, pro or team',
    ]);
  });

  it('refuses a JWT_SECRET shorter than 32 bytes', async () => {
    expect(await problemsOf({ JWT_SECRET: 'short' })).toEqual(['JWT_SECRET: must be at least 32 bytes long']);
  });

  it('generates a JWT secret once into DATA_DIR and reuses it', async () => {
    const first = await loadConfig({ DATA_DIR: dataDir });
    const second = await loadConfig({ DATA_DIR: dataDir });
    expect(Buffer.byteLength(first.jwtSecret)).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect((await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).trim()).toBe(first.jwtSecret);
  });

  it('requires JWT_SECRET in production on a shared database', async () => {
    const problems = await problemsOf({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/punchclock' });
    expect(problems[0]).toMatch(/^JWT_SECRET: required/);
  });

  it('chooses the AI engine: builtin by default, openai with AI_BASE_URL, which AI_PROVIDER=openai needs', async () => {
    expect((await loadConfig({ DATA_DIR: dataDir })).ai).toEqual({ provider: 'builtin' });
    expect((await loadConfig({ DATA_DIR: dataDir, AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_API_KEY: 'k' })).ai).toEqual(
      {
        provider: 'openai',
        baseUrl: 'http://127.0.0.1:9/v1',
        apiKey: 'k',
        model: 'gpt-4o-mini',
        timeoutMs: 20_000,
      },
    );
    expect(
      (await loadConfig({ DATA_DIR: dataDir, AI_PROVIDER: 'builtin', AI_BASE_URL: 'http://x/v1' })).ai.provider,
    ).toBe('builtin');
    expect((await problemsOf({ AI_PROVIDER: 'openai' }))[0]).toMatch(/^AI_BASE_URL: required/);
    expect((await problemsOf({ AI_PROVIDER: 'gpt', AI_TIMEOUT_MS: '5' })).map((p) => p.split(':')[0]).sort()).toEqual([
      'AI_PROVIDER',
      'AI_TIMEOUT_MS',
    ]);
  });

  it('reads the identity provider: the web sign-in needs OIDC_CLIENT_ID, the button is named after the issuer by default', async () => {
    const issuer = { OIDC_ISSUER: 'https://login.example.com/realm', OIDC_AUDIENCE: 'punchclock' };
    expect((await loadConfig({ DATA_DIR: dataDir, ...issuer })).oidc).toEqual({
      ...{ issuer: issuer.OIDC_ISSUER, audience: 'punchclock' },
      providerName: 'login.example.com',
      webClient: null,
    });
    const web = await loadConfig({
      DATA_DIR: dataDir,
      ...issuer,
      OIDC_CLIENT_ID: 'web',
      OIDC_CLIENT_SECRET: 's',
      OIDC_PROVIDER_NAME: 'Acme SSO',
    });
    expect(web.oidc).toMatchObject({ providerName: 'Acme SSO', webClient: { clientId: 'web', clientSecret: 's' } });
    expect((await problemsOf({ OIDC_CLIENT_ID: 'web' }))[0]).toMatch(/^OIDC_CLIENT_ID: needs OIDC_ISSUER/);
  });

  it('delivers mail to files only in development or when MAIL_DELIVERY=file says so', async () => {
    const delivery = async (env: Record<string, string>) =>
      (await loadConfig({ DATA_DIR: dataDir, ...env })).mail.delivery;
    expect(await delivery({})).toBe('file');
    expect(await delivery({ SMTP_URL: 'smtp://relay:25' })).toBe('smtp');
    expect(await delivery({ NODE_ENV: 'production', SMTP_URL: 'smtp://relay:25' })).toBe('smtp');
    expect(await delivery({ NODE_ENV: 'production', MAIL_DELIVERY: 'file' })).toBe('file');
    expect((await problemsOf({ NODE_ENV: 'production' }))[0]).toMatch(
      /^SMTP_URL: required when NODE_ENV=production.*MAIL_DELIVERY=file/,
    );
    expect(await problemsOf({ MAIL_DELIVERY: 'smtp' })).toEqual(['SMTP_URL: required when MAIL_DELIVERY=smtp']);
  });

  it('reads TRUST_PROXY as a flag, a hop count or a list of addresses', async () => {
    const read = async (value: string) => (await loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value })).http.trustProxy;
    expect(await read('true')).toBe(true);
    expect(await read('2')).toBe(2);
    expect(await read('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect((await problemsOf({ TRUST_PROXY: 'proxy.local' }))[0]).toMatch(/^TRUST_PROXY/);
  });

  it('strips a trailing slash from PUBLIC_URL and reads CORS_ORIGINS', async () => {
    const config = await loadConfig({
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://time.example.com/',
      CORS_ORIGINS: 'https://a.example, https://b.example',
    });
    expect(config.server.publicUrl).toBe('https://time.example.com');
    expect(config.http.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
  });

  it('reads the request time limits and refuses a headers or body limit longer than the whole request', async () => {
    expect((await loadConfig({ DATA_DIR: dataDir })).http.timeouts).toEqual({
      headersMs: 20_000,
      bodyMs: 30_000,
      requestMs: 300_000,
    });
    expect(
      await problemsOf({
        HTTP_REQUEST_TIMEOUT_MS: '10000',
        HTTP_HEADERS_TIMEOUT_MS: '20000',
        HTTP_BODY_TIMEOUT_MS: '5000',
      }),
    ).toEqual(['HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS (10000)']);
    expect((await problemsOf({ HTTP_BODY_TIMEOUT_MS: '0' }))[0]).toMatch(/^HTTP_BODY_TIMEOUT_MS/);
  });
});
