import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { registerOwner, type Actor } from '../../../test/support/actors.js';
import { buildTestApp } from '../../../test/support/app.js';
import { holdGate, tasks } from '../../../test/support/offload-tasks.js';
import { pdfPages } from '../../../test/support/pdf.js';
import { createOffThreadRunner } from '../../platform/offload/index.js';

/**
 * Invoice PDFs render on worker threads (issue 15, item 2): the event loop keeps answering while
 * one renders, and the pool's bounds answer in the spec's error shape. The test owns the pool, so
 * it can fill it exactly (with `hold` jobs) instead of racing requests against each other.
 */
const offload = createOffThreadRunner({
  workers: 2,
  queueSize: 1,
  perKeyRunning: 1,
  perKeyQueued: 1,
  timeoutMs: 120_000,
});
const t = await buildTestApp({ offload });
afterAll(async () => {
  await t.close();
  await offload.close();
});

const alpha = await registerOwner(t, { organizationName: 'Alpha' });
const beta = await registerOwner(t, { organizationName: 'Beta' });

const URL = '/api/v1/financials/invoices';

async function invoice(actor: Actor, items: Array<{ description: string; quantity: number; unitPrice: number }>) {
  const payload = { clientName: 'Client', items };
  const response = await t.app.inject({ method: 'POST', url: URL, headers: actor.headers, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string };
}

const pdf = (actor: Actor, id: string) =>
  t.app.inject({ method: 'GET', url: `${URL}/${id}/pdf`, headers: actor.headers });

const small = await invoice(alpha, [{ description: 'Consulting', quantity: 1, unitPrice: 100 }]);
const theirs = await invoice(beta, [{ description: 'Consulting', quantity: 1, unitPrice: 100 }]);

/** Polls (no deadline: a failure is the test's timeout) until the pool's load for `key` is as wanted. */
async function until(key: string, wanted: (load: { running: number; waiting: number }) => boolean) {
  while (!wanted(offload.load(key))) await new Promise((resolve) => setTimeout(resolve, 5));
}
const running = (key: string, jobs: number) => until(key, (load) => load.running >= jobs);

describe('invoice PDFs off the event loop', () => {
  it('answers /health while a 500-line invoice renders, and the PDF still reads back', async () => {
    const long = 'Development and review of the reporting pipeline, with meetings and notes. '.repeat(13);
    const items = Array.from({ length: 500 }, (_, index) => ({
      description: `${index + 1}. ${long}`.slice(0, 1000),
      quantity: 1,
      unitPrice: 10,
    }));
    const large = await invoice(alpha, items);
    let rendered = false;
    const rendering = pdf(alpha, large.id).then((response) => {
      rendered = true;
      return response;
    });
    await running(alpha.orgId, 1);
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
    // /health was answered while the render was still going on another thread.
    expect(rendered).toBe(false);

    const response = await rendering;
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pages = await pdfPages(response.rawPayload);
    expect(pages.length).toBeGreaterThan(50);
    const text = pages.join(' ').replace(/\s+/g, '');
    expect(text).toContain('500.Developmentandreview');
    expect(text).toContain('5,000.00');
  }, 120_000);

  it('refuses a second render for the same organization while its share is in use (429, Retry-After)', async () => {
    const { gate, started, release } = holdGate();
    // Alpha's share: one running, one waiting.
    const held = [offload.run(alpha.orgId, tasks.hold, gate), offload.run(alpha.orgId, tasks.hold, gate)];
    try {
      await started(1);
      const refused = await pdf(alpha, small.id);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(refused.json()).toEqual({
        success: false,
        code: 'OFFLOAD_ORGANIZATION_BUSY',
        error: 'Too Many Requests',
        message: expect.stringContaining('invoice PDFs'),
        hint: expect.any(String),
      });
      // Another organization still gets the other worker.
      expect((await pdf(beta, theirs.id)).statusCode).toBe(200);
    } finally {
      release();
      await Promise.all(held);
    }
    expect((await pdf(alpha, small.id)).statusCode).toBe(200);
  });

  it('answers 503 OFFLOAD_QUEUE_FULL with Retry-After when every worker and queue place is taken', async () => {
    const { gate, started, release } = holdGate();
    const held = ['someone', 'someone-else', 'a-third'].map((key) => offload.run(key, tasks.hold, gate));
    try {
      await started(2);
      const refused = await pdf(beta, theirs.id);
      expect(refused.statusCode).toBe(503);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(refused.json()).toEqual({
        success: false,
        code: 'OFFLOAD_QUEUE_FULL',
        error: 'Service Unavailable',
        message: 'Too many invoice PDFs are being made right now',
        hint: expect.stringContaining('Retry-After'),
      });
    } finally {
      release();
      await Promise.all(held);
    }
    expect((await pdf(beta, theirs.id)).statusCode).toBe(200);
  });

  it('drops a render still waiting for a worker when its client disconnects', async () => {
    const { gate, started, release } = holdGate();
    const held = ['someone', 'someone-else'].map((key) => offload.run(key, tasks.hold, gate));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    try {
      await started(2);
      const client = request({
        host: '127.0.0.1',
        port,
        path: `${URL}/${theirs.id}/pdf`,
        headers: beta.headers,
      });
      client.on('error', () => undefined);
      client.end();
      await until(beta.orgId, (load) => load.waiting === 1);
      client.destroy();
      await until(beta.orgId, (load) => load.waiting === 0);
      expect(offload.load()).toEqual({ running: 2, waiting: 0 });
    } finally {
      release();
      await Promise.all(held);
    }
  });
});
