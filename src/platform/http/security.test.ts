import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { documentOnlyHeaders, securityHeadersFor } from './security.js';

const API_SET = [
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'cross-origin-resource-policy',
];
const DOCUMENT_ONLY = ['cross-origin-opener-policy', 'referrer-policy', 'x-dns-prefetch-control', 'x-xss-protection'];

describe('security headers', () => {
  it('gives API paths the API set and every other path the document set', () => {
    for (const url of ['/api/v1', '/api/v1?x=1', '/api/v1/info', '/api/v1/time/entries?limit=5'])
      expect(Object.keys(securityHeadersFor(url)).sort(), url).toEqual([...API_SET].sort());
    for (const url of ['/', '/docs', '/api/v10/info', '/api/v1x', '/timesheets?week=2026-W48'])
      expect(Object.keys(securityHeadersFor(url)), url).toEqual(expect.arrayContaining([...API_SET, ...DOCUMENT_ONLY]));
    expect(Object.keys(documentOnlyHeaders)).toEqual(expect.arrayContaining(DOCUMENT_ONLY));
    expect(Object.keys(documentOnlyHeaders)).not.toContain('x-content-type-options');
  });

  describe('on the wire', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
    });
    afterAll(() => t.close());

    it('sends a JSON answer the headers a JSON answer needs, and not those only a page acts on', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/info' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-site');
      for (const name of DOCUMENT_ONLY) expect(response.headers[name], name).toBeUndefined();
    });

    it('sends a page outside the API every document header', async () => {
      // The web app's page where it is built (200), the API-only note or a 404 where it is not.
      const response = await t.app.inject({ method: 'GET', url: '/timesheets', headers: { accept: 'text/html' } });
      expect([200, 404]).toContain(response.statusCode);
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });

    it('answers a cross-origin request with CORS headers, and a same-origin one without', async () => {
      const plain = await t.app.inject({ method: 'GET', url: '/api/v1/info' });
      expect(plain.headers['access-control-allow-origin']).toBeUndefined();
      expect(plain.headers['access-control-expose-headers']).toBeUndefined();
      // A cache must still tell the two apart.
      expect(plain.headers.vary).toContain('Origin');

      const crossOrigin = await t.app.inject({
        method: 'GET',
        url: '/api/v1/info',
        headers: { origin: 'https://app.example' },
      });
      expect(crossOrigin.headers['access-control-allow-origin']).toBe('https://app.example');
      expect(String(crossOrigin.headers['access-control-expose-headers'])).toContain('x-request-id');
      expect(crossOrigin.headers.vary).toContain('Origin');
    });
  });

  describe('CORS with a list of origins', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ env: { CORS_ORIGINS: 'https://app.example' } });
    });
    afterAll(() => t.close());

    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/time/entries',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });

    it('answers a listed origin’s preflight with what it may send, and nothing for another origin', async () => {
      const listed = await preflight('https://app.example');
      expect(listed.statusCode).toBe(204);
      expect(listed.body).toBe('');
      expect(listed.headers['access-control-allow-origin']).toBe('https://app.example');
      expect(String(listed.headers['access-control-allow-methods'])).toContain('POST');
      expect(listed.headers['access-control-max-age']).toBe('600');
      expect(listed.headers['access-control-allow-credentials']).toBeUndefined();

      const other = await preflight('https://evil.example');
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      expect(other.headers['access-control-allow-methods']).toBeUndefined();
      expect(other.headers['content-type']).toContain('application/json');
    });

    it('gives an unlisted origin’s request its answer without CORS headers, so the browser withholds it', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/info',
        headers: { origin: 'https://evil.example' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers.vary).toContain('Origin');
    });
  });

  describe('CORS turned off', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ env: { CORS_ORIGINS: 'none' } });
    });
    afterAll(() => t.close());

    it('sends no CORS header even to a request that names its origin', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/info',
        headers: { origin: 'https://app.example' },
      });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers.vary).toBeUndefined();
    });
  });
});
