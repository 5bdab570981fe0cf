import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOwner } from '../../../test/support/actors.js';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';

const TOKEN = 'metrics-token-for-the-tests';

/** The value of one sample line of the text format, or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  let t: TestApp;
  const scrape = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.body;
  };
  beforeAll(async () => {
    t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN, RATE_LIMIT_MAX: '5' } });
  });
  afterAll(() => t.close());

  it('refuses a scrape without the token, in the API error shape', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-the-same-size', `Bearer ${TOKEN}x`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    }
  });

  it('counts requests by route template and status, with latencies, queries, queues and the process', async () => {
    const owner = await signUpOwner(t);
    const info = await t.app.inject({ method: 'GET', url: '/api/v1/info' });
    expect(info.statusCode).toBe(200);
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/00000000-0000-4000-8000-000000000000`,
      headers: owner.headers,
    });
    expect(missing.statusCode).toBe(404);
    const text = await scrape();
    expect(sample(text, 'punchclock_http_requests_total{method="GET",route="/api/v1/info",status="200"}')).toBe(1);
    // A path with an id is counted under its template, not one series per id.
    expect(
      sample(text, 'punchclock_http_requests_total{method="GET",route="/api/v1/projects/:projectId",status="404"}'),
    ).toBe(1);
    expect(sample(text, 'punchclock_http_request_duration_seconds_count{method="GET",route="/api/v1/info"}')).toBe(1);
    expect(sample(text, 'punchclock_db_query_duration_seconds_count')).toBeGreaterThan(0);
    // Signing up queued a welcome or code mail; this app has no dispatcher running.
    expect(sample(text, 'punchclock_outbox_pending{measure="messages"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'punchclock_outbox_pending{measure="oldest_age_seconds"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'punchclock_image_queue{state="processing"}')).toBe(0);
    expect(sample(text, 'punchclock_offload_jobs{state="waiting"}')).toBe(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('counts the requests the rate limit refuses', async () => {
    let refused = 0;
    for (let i = 0; i < 8; i++) {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/info', remoteAddress: '203.0.113.9' });
      if (response.statusCode === 429) refused++;
    }
    expect(refused).toBeGreaterThan(0);
    expect(sample(await scrape(), 'punchclock_rate_limit_refusals_total{limit="address"}')).toBe(refused);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is not served at all', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.body).not.toContain('punchclock_http_requests_total');
  });
});
