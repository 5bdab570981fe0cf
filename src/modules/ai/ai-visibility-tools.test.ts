import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Actor } from '../../../test/support/actors.js';
import { knownOrganizationApp, withTeamRoles } from '../../../test/support/ai-organization.js';

/**
 * Every chat tool called directly, with the arguments a model might choose, as Member, Manager,
 * Admin and Owner, through the real app with the openai engine against a fake provider on
 * loopback; and what the provider is sent for an artefact holds no money the caller may not see.
 */
let script: Array<Record<string, unknown>> = [];
const sent: string[] = [];
const fake: Server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    sent.push(body);
    const message = script.shift() ?? { content: 'Done.' };
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: null, ...message } }] }));
  });
});
await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise((resolve) => fake.close(resolve)));
const { port } = fake.address() as AddressInfo;
const { owner, ada, mia, adam, outsider, post } = await withTeamRoles(
  await knownOrganizationApp({
    AI_PROVIDER: 'openai',
    AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    AI_API_KEY: 'test-key',
    AI_MODEL: 'test-model',
    AI_TIMEOUT_MS: '5000',
  }),
);
beforeEach(() => {
  script = [];
  sent.length = 0;
});

const CALLS: Array<[string, Record<string, unknown>]> = [
  ['directory', {}],
  ['hours_worked', { member: 'Mia Manager' }],
  ['hours_worked', { project: 'Backend' }],
  ['hours_worked', { project: 'Website' }],
  ['top_members', {}],
  ['project_budget', { project: 'Backend' }],
  ['project_budget', { project: 'Website' }],
  ['billable_amounts', {}],
  ['online_members', {}],
  ['top_apps', {}],
  ['top_apps', { member: 'Mia Manager' }],
  // Another organization's project and member, its id passed as if it could choose the tenant.
  ['project_budget', { project: 'Secret', organizationId: 'ORG' }],
  ['hours_worked', { member: 'Zed Outsider' }],
];

/** Every tool's result for `actor`, keyed by position in CALLS. */
async function results(actor: Actor) {
  script = [
    {
      tool_calls: CALLS.map(([name, args], index) => ({
        id: `call_${index}`,
        type: 'function',
        function: {
          name,
          arguments: JSON.stringify({ ...args, ...(args.organizationId ? { organizationId: outsider.orgId } : {}) }),
        },
      })),
    },
    { content: 'Done.' },
  ];
  const response = await post(actor, '/ai/chat', { message: 'Tell me everything' });
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data as {
    fallback: boolean;
    toolCalls: Array<{ tool: string; result: Record<string, unknown> }>;
  };
  expect(data.fallback).toBe(false);
  expect(data.toolCalls.map((call) => call.tool)).toEqual(CALLS.map(([name]) => name));
  return data.toolCalls.map((call) => call.result);
}

const appNames = (result: Record<string, unknown>) => (result.apps as Array<{ name: string }>).map((app) => app.name);

describe('chat tools called directly', () => {
  it('a Member: own time, assigned projects, no money', async () => {
    const r = await results(ada);
    expect(r[0]).toEqual({ members: ['Ada Lovelace'], projects: ['Website'], clients: ['Acme Corp'], tasks: [] });
    expect(r[1]!.error).toContain('your own time only');
    expect(r[2]).toEqual({ error: 'No project called "Backend" in this organization' });
    expect(r[3]).toMatchObject({ member: 'you', project: 'Website', hours: 3.25 });
    expect(r[4]).toMatchObject({ members: [{ name: 'Ada Lovelace', hours: 9.25 }] });
    expect(r[5]).toEqual({ error: 'No project called "Backend" in this organization' });
    expect(r[6]!.error).toMatch(/your role does not include/i);
    expect(r[7]!.error).toMatch(/your role does not include/i);
    expect(r[8]).toEqual({ online: [] });
    expect(appNames(r[9]!)).toEqual(['Visual Studio Code', 'Slack']);
    expect(r[10]!.error).toContain('your own time only');
    expect(r[11]).toEqual({ error: 'No project called "Secret" in this organization' });
    expect(r[12]).toEqual({ error: 'No member called "Zed Outsider" in this organization' });
  });

  it("a Manager: everyone's time and every project, no money", async () => {
    const r = await results(mia);
    expect(r[0]!.projects).toEqual(['Backend', 'Mobile App', 'Website']);
    expect(r[1]).toMatchObject({ member: 'Mia Manager', hours: 3 });
    expect(r[2]).toMatchObject({ project: 'Backend', hours: 2 });
    expect(r[3]).toMatchObject({ project: 'Website', hours: 4.5 });
    expect(r[4]!.members).toContainEqual({ name: 'Mia Manager', hours: 3 });
    expect(r[5]).toMatchObject({ project: 'Backend', type: 'HOURLY', budget: 20, used: 2 });
    expect(r[6]!.error).toMatch(/your role does not include/i);
    expect(r[7]!.error).toMatch(/your role does not include/i);
    expect(r[8]).toMatchObject({ online: [{ name: 'Mia Manager', project: 'No project' }] });
    expect(appNames(r[9]!)).toContain('Figma');
    expect(appNames(r[10]!)).toEqual(['Figma']);
    expect(r[11]!.error).toContain('No project called "Secret"');
    expect(r[12]!.error).toContain('No member called "Zed Outsider"');
  });

  for (const [role, actor] of [
    ['Admin', adam],
    ['Owner', owner],
  ] as const) {
    it(`an ${role}: everything, money included`, async () => {
      const r = await results(actor);
      expect(r[0]!.projects).toEqual(['Backend', 'Mobile App', 'Website']);
      expect(r[1]).toMatchObject({ hours: 3 });
      expect(r[3]).toMatchObject({ hours: 4.5 });
      expect(r[6]).toMatchObject({ project: 'Website', type: 'FIXED', budget: 1000, used: 525 });
      expect(r[7]).toMatchObject({ billableAmount: 905, unbilledAmount: 905 });
      expect(r[11]!.error).toContain('No project called "Secret"');
    });
  }
});

describe('what the provider is sent', () => {
  const amountOf = (body: string) => [...body.matchAll(/\\"billableAmount\\":([\d.]+|null)/g)].map((m) => m[1]);

  it('holds money only for callers with financials.read', async () => {
    await post(owner, '/ai/summary/daily', { date: '2026-11-19' });
    expect(amountOf(sent[0]!)).toContain('100');
    sent.length = 0;
    await post(mia, '/ai/summary/daily', { date: '2026-11-19' });
    expect(amountOf(sent[0]!).every((amount) => amount === 'null')).toBe(true);
    expect(amountOf(sent[0]!).length).toBeGreaterThan(0);
  });

  it("the weekly report's overview is written from facts without money or budgets, whoever generates it", async () => {
    const response = await post(owner, '/ai/weekly-report?week=2026-W47', {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.totals.billableAmount).toBe(905);
    expect(amountOf(sent[0]!).every((amount) => amount === 'null')).toBe(true);
    expect(sent[0]).toContain('\\"budgets\\":[]');
    // The Website's 1000 budget as a JSON number; ids are random hex and may hold the digits.
    expect(sent[0]).not.toMatch(/:1000\b/);
  });
});
