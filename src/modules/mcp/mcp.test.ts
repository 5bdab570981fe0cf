import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { castOf, registerOwner, type Actor, type Cast } from '../../../test/support/actors.js';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { createProject, type ProjectJson } from '../../../test/support/projects.js';
import { logTime } from '../../../test/support/time.js';
import { MCP_TOOLS } from './mcp.tools.js';

/** The official SDK client against the real app listening on a loopback port. */
let t: TestApp;
let cast: Cast;
let base: string;
let project: ProjectJson;
let outsiderProject: ProjectJson;
const clients: Client[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  cast = await castOf(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  project = await createProject(t, cast.owner, { name: 'Apollo', assignedUserIds: [cast.member.userId] });
  outsiderProject = await createProject(t, cast.outsider, { name: 'Secret Outsider Project' });
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await t.close();
});

async function connect(headers: Record<string, string>): Promise<Client> {
  const client = new Client({ name: 'punchclock-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/api/v1/mcp`), { requestInit: { headers } }));
  clients.push(client);
  return client;
}

const sessions = new Map<Actor, Promise<Client>>();
function as(actor: Actor): Promise<Client> {
  if (!sessions.has(actor)) sessions.set(actor, connect(actor.headers));
  return sessions.get(actor)!;
}

async function call(actor: Actor, name: string, args: Record<string, unknown> = {}): Promise<CallToolResult> {
  return (await (await as(actor)).callTool({ name, arguments: args })) as CallToolResult;
}

/** The data of a successful tool call (one JSON text block, no structuredContent); fails on a tool error. */
async function data<T = Record<string, unknown>>(actor: Actor, name: string, args: Record<string, unknown> = {}) {
  const result = await call(actor, name, args);
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
  expect(result.content).toHaveLength(1);
  expect(result.structuredContent).toBeUndefined();
  return JSON.parse((result.content[0] as { text: string }).text) as T;
}

async function toolError(actor: Actor, name: string, args: Record<string, unknown> = {}) {
  const result = await call(actor, name, args);
  expect(result.isError, JSON.stringify(result.content)).toBe(true);
  return result;
}

function post(headers: Record<string, string>, body: unknown) {
  return fetch(`${base}/api/v1/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify(body),
  });
}

function expectErrorShape(body: Record<string, unknown>, code: string) {
  expect(body).toMatchObject({ success: false, code });
  for (const key of ['error', 'message', 'hint']) expect(typeof body[key]).toBe('string');
}

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

describe('the MCP handshake', () => {
  it('initializes with the server name, version and tools capability', async () => {
    const client = await as(cast.owner);
    expect(client.getServerVersion()).toMatchObject({ name: 'punchclock', version: expect.any(String) });
    expect(client.getServerCapabilities()?.tools).toBeDefined();
    expect(client.getInstructions()).toContain('whoami');
  });

  it('lists every tool with a description and an object input schema', async () => {
    const { tools } = await (await as(cast.member)).listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(MCP_TOOLS.map((tool) => tool.name).sort());
    for (const tool of tools) {
      expect(tool.description?.length).toBeGreaterThan(20);
      expect(tool.inputSchema.type).toBe('object');
    }
    const logManual = tools.find((tool) => tool.name === 'log_manual_time')!;
    expect(logManual.inputSchema.required).toEqual(expect.arrayContaining(['startTime', 'endTime']));
    expect(logManual.annotations?.readOnlyHint).toBe(false);
    expect(tools.find((tool) => tool.name === 'list_projects')!.annotations?.readOnlyHint).toBe(true);
  });

  it('answers ping', async () => {
    await expect((await as(cast.member)).ping()).resolves.toBeDefined();
  });
});

describe('read tools', () => {
  it('whoami names the caller', async () => {
    const me = await data<{ user: { id: string } }>(cast.member, 'whoami');
    expect(me.user.id).toBe(cast.member.userId);
  });

  it('list_projects and get_project answer what the routes answer', async () => {
    const listed = await data<{ items: { id: string; name: string }[]; nextCursor: string | null }>(
      cast.member,
      'list_projects',
      { limit: 10 },
    );
    expect(listed.items.map((item) => item.name)).toContain('Apollo');
    const route = await t.app.inject({ method: 'GET', url: '/api/v1/projects?limit=10', headers: cast.member.headers });
    expect(listed).toEqual(route.json().data);

    const one = await data<{ id: string; name: string }>(cast.member, 'get_project', { projectId: project.id });
    expect(one).toMatchObject({ id: project.id, name: 'Apollo' });
  });

  it('list_time_entries shows a member only their own entries, a manager everyone’s', async () => {
    await logTime(t, cast.manager, ago(50), ago(49), { notes: 'manager work' });
    const mine = await logTime(t, cast.member, ago(48), ago(47), { projectId: project.id, notes: 'member work' });

    const memberView = await data<{ items: { id: string; userId: string }[] }>(cast.member, 'list_time_entries');
    expect(memberView.items.map((entry) => entry.userId)).toEqual(expect.arrayContaining([cast.member.userId]));
    expect(memberView.items.every((entry) => entry.userId === cast.member.userId)).toBe(true);

    const denied = await toolError(cast.member, 'list_time_entries', { userId: cast.manager.userId });
    expect(denied.structuredContent).toMatchObject({ status: 403, code: 'OWN_RECORDS_ONLY' });

    const managerView = await data<{ items: { id: string; userId: string }[] }>(cast.manager, 'list_time_entries', {
      userId: cast.member.userId,
      projectId: project.id,
      billable: true,
    });
    expect(managerView.items.map((entry) => entry.id)).toContain(mine.id);
  });

  it('team_status is for roles that read all time', async () => {
    const live = await data<{ members: { userId: string }[] }>(cast.manager, 'team_status');
    expect(live.members.map((member) => member.userId)).toContain(cast.member.userId);
    const denied = await toolError(cast.member, 'team_status');
    expect(denied.structuredContent).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('financial_summary and list_invoices only for roles that may see money', async () => {
    const summary = await data<{ totals: { revenue: number } }>(cast.owner, 'financial_summary');
    expect(typeof summary.totals.revenue).toBe('number');
    const invoices = await data<{ items: unknown[] }>(cast.admin, 'list_invoices', { status: 'DRAFT' });
    expect(invoices.items).toEqual([]);

    for (const actor of [cast.manager, cast.member]) {
      expect((await toolError(actor, 'financial_summary')).structuredContent).toMatchObject({ code: 'FORBIDDEN' });
      expect((await toolError(actor, 'list_invoices')).structuredContent).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('activity_summary answers for a member, about themselves', async () => {
    const summary = await data(cast.member, 'activity_summary', { from: ago(24 * 7) });
    expect(summary).toBeTypeOf('object');
    const denied = await toolError(cast.member, 'activity_summary', { userId: cast.manager.userId });
    expect(denied.structuredContent).toMatchObject({ code: 'OWN_RECORDS_ONLY' });
  });
});

describe('write tools', () => {
  it('start_timer, get_running_timer and stop_timer record the caller’s time', async () => {
    const started = await data<{ id: string; isRunning: boolean; userId: string }>(cast.admin, 'start_timer', {
      notes: 'via MCP',
      isBillable: false,
    });
    expect(started).toMatchObject({ isRunning: true, userId: cast.admin.userId });

    const running = await data<{ running: { id: string } | null }>(cast.admin, 'get_running_timer');
    expect(running.running?.id).toBe(started.id);

    const again = await toolError(cast.admin, 'start_timer');
    expect(again.structuredContent).toMatchObject({ status: 409, code: 'TIMER_ALREADY_RUNNING' });

    const stopped = await data<{ id: string; isRunning: boolean; notes: string }>(cast.admin, 'stop_timer', {
      notes: 'done via MCP',
      ifShort: 'KEEP', // stopped at once, under the organization's minute
    });
    expect(stopped).toMatchObject({ id: started.id, isRunning: false, notes: 'done via MCP' });
    expect((await data<{ running: unknown }>(cast.admin, 'get_running_timer')).running).toBeNull();
    expect((await toolError(cast.admin, 'stop_timer')).structuredContent).toMatchObject({ code: 'NO_RUNNING_TIMER' });
  });

  it('log_manual_time creates a pending entry for the caller', async () => {
    const entry = await data<{ id: string; userId: string; status: string; durationSeconds: number }>(
      cast.member,
      'log_manual_time',
      { startTime: ago(30), endTime: ago(28), projectId: project.id, notes: 'logged via MCP' },
    );
    expect(entry).toMatchObject({ userId: cast.member.userId, status: 'PENDING', durationSeconds: 7200 });
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/v1/time/entries/${entry.id}`,
      headers: cast.member.headers,
    });
    expect(stored.json().data.notes).toBe('logged via MCP');
  });

  it('refuses invalid arguments as tool errors, never as server errors', async () => {
    const badTime = await toolError(cast.member, 'log_manual_time', { startTime: 'yesterday', endTime: ago(1) });
    expect(JSON.stringify(badTime.content)).toMatch(/startTime/);

    const reversed = await toolError(cast.member, 'log_manual_time', { startTime: ago(1), endTime: ago(2) });
    expect(reversed.structuredContent).toMatchObject({ status: 400 });

    const badId = await toolError(cast.member, 'get_project', { projectId: 'not-a-uuid' });
    expect(JSON.stringify(badId.content)).toMatch(/projectId/);

    const missing = await toolError(cast.member, 'get_project', {});
    expect(JSON.stringify(missing.content)).toMatch(/projectId/);
  });

  it('refuses arguments nested thousands deep with 400 JSON_TOO_DEEP, not a stack overflow', async () => {
    const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/mcp',
      headers: {
        ...cast.member.headers,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      payload: `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"whoami","arguments":${deep}}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'JSON_TOO_DEEP' });
  });

  it('answers an unknown tool with an error, not a crash', async () => {
    const client = await as(cast.member);
    const result = await client.callTool({ name: 'delete_everything', arguments: {} }).catch((error: Error) => error);
    if (result instanceof Error) expect(result.message).toMatch(/delete_everything/);
    else expect(result.isError).toBe(true);
  });
});

describe('tenancy through MCP', () => {
  it('never shows another organization’s project', async () => {
    const result = await toolError(cast.owner, 'get_project', { projectId: outsiderProject.id });
    expect(result.structuredContent).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(JSON.stringify(result)).not.toContain('Secret Outsider Project');

    const listed = await data<{ items: { id: string }[] }>(cast.owner, 'list_projects', { status: 'ALL' });
    expect(listed.items.map((item) => item.id)).not.toContain(outsiderProject.id);
  });

  it('cannot log time or start a timer on another organization’s project', async () => {
    const logged = await toolError(cast.owner, 'log_manual_time', {
      startTime: ago(10),
      endTime: ago(9),
      projectId: outsiderProject.id,
    });
    expect(logged.structuredContent).toMatchObject({ status: 404 });
    const started = await toolError(cast.owner, 'start_timer', { projectId: outsiderProject.id });
    expect(started.structuredContent).toMatchObject({ status: 404 });
  });

  it('cannot read another organization’s entries by filter', async () => {
    await logTime(t, cast.outsider, ago(20), ago(19), { projectId: outsiderProject.id, notes: 'outsider secret' });
    const result = await call(cast.owner, 'list_time_entries', { projectId: outsiderProject.id });
    expect(JSON.stringify(result)).not.toContain('outsider secret');
    const byUser = await call(cast.owner, 'list_time_entries', { userId: cast.outsider.userId });
    expect(JSON.stringify(byUser)).not.toContain('outsider secret');
  });

  it('refuses a request without a token (401) before any MCP processing', async () => {
    const response = await post({ 'x-organization-id': cast.owner.orgId }, { jsonrpc: '2.0', id: 1, method: 'ping' });
    expect(response.status).toBe(401);
    expectErrorShape((await response.json()) as Record<string, unknown>, 'UNAUTHORIZED');
    await expect(connect({ 'x-organization-id': cast.owner.orgId })).rejects.toMatchObject({
      code: 401,
      message: expect.stringContaining('UNAUTHORIZED'),
    });
  });

  it('refuses another organization’s header (403), also for the SDK client', async () => {
    const headers = { authorization: `Bearer ${cast.outsider.token}`, 'x-organization-id': cast.owner.orgId };
    const response = await post(headers, { jsonrpc: '2.0', id: 1, method: 'ping' });
    expect(response.status).toBe(403);
    expectErrorShape((await response.json()) as Record<string, unknown>, 'NOT_A_MEMBER');
    await expect(connect(headers)).rejects.toMatchObject({
      code: 403,
      message: expect.stringContaining('NOT_A_MEMBER'),
    });
  });

  it('refuses a missing organization header (400)', async () => {
    const response = await post(
      { authorization: `Bearer ${cast.owner.token}` },
      { jsonrpc: '2.0', id: 1, method: 'ping' },
    );
    expect(response.status).toBe(400);
  });
});

describe('the HTTP surface of /mcp', () => {
  it('answers a JSON-RPC request as JSON, with the request id', async () => {
    const response = await post(cast.member.headers, { jsonrpc: '2.0', id: 'abc', method: 'ping' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 'abc', result: {} });
  });

  it('accepts a notification with 202 and no body', async () => {
    const response = await post(cast.member.headers, { jsonrpc: '2.0', method: 'notifications/initialized' });
    expect(response.status).toBe(202);
    expect(await response.text()).toBe('');
  });

  it('answers an unknown method with a JSON-RPC error', async () => {
    const response = await post(cast.member.headers, { jsonrpc: '2.0', id: 7, method: 'no/such/method' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ jsonrpc: '2.0', id: 7, error: { code: -32601 } });
  });

  it('refuses what is not one JSON-RPC message in the API error shape', async () => {
    for (const body of [{}, [{ jsonrpc: '2.0', id: 1, method: 'ping' }], { jsonrpc: '1.0', id: 1, method: 'ping' }]) {
      const response = await post(cast.member.headers, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expectErrorShape((await response.json()) as Record<string, unknown>, 'VALIDATION_ERROR');
    }
    const text = await fetch(`${base}/api/v1/mcp`, {
      method: 'POST',
      headers: { ...cast.member.headers, 'content-type': 'application/json' },
      body: '{"jsonrpc":',
    });
    expect(text.status).toBe(400);
  });

  it('refuses an unsupported protocol version in the API error shape', async () => {
    const response = await post(
      { ...cast.member.headers, 'mcp-protocol-version': '1999-01-01' },
      { jsonrpc: '2.0', id: 1, method: 'ping' },
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as Record<string, unknown>;
    expectErrorShape(body, 'MCP_TRANSPORT_ERROR');
    expect(body.message).toMatch(/protocol version/i);
  });

  it('answers GET and DELETE with 405 (stateless: no stream, no session)', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(`${base}/api/v1/mcp`, { method, headers: cast.member.headers });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expectErrorShape((await response.json()) as Record<string, unknown>, 'METHOD_NOT_ALLOWED');
    }
  });
});

describe('rate limiting', () => {
  it('counts each tool call against the caller’s budget, by the caller’s address, like the route it calls', async () => {
    // Behind a trusted proxy the caller is the X-Forwarded-For address: the route a tool calls must
    // spend that budget, not the loopback address the server talks to itself on.
    const proxied = await buildTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const owner = await registerOwner(proxied);
      const remainingAfter = async (payload: unknown) => {
        const response = await proxied.app.inject({
          method: 'POST',
          url: '/api/v1/mcp',
          headers: { ...owner.headers, 'x-forwarded-for': '203.0.113.7', accept: 'application/json' },
          payload: payload as Record<string, unknown>,
        });
        expect(response.statusCode, response.body).toBe(200);
        return Number(response.headers['ratelimit-remaining']);
      };
      const ping = { jsonrpc: '2.0', id: 1, method: 'ping' };
      const toolCall = {
        jsonrpc: '2.0',
        id: 2,
        method: 'tools/call',
        params: { name: 'list_projects', arguments: {} },
      };
      // A request's header shows the budget as its own count left it, so the route a tool call
      // calls shows up in the next request's header.
      const start = await remainingAfter(ping);
      const afterTool = await remainingAfter(toolCall);
      const afterPing = await remainingAfter(ping);
      expect(start - afterTool).toBe(1);
      // The tool's route call, plus this ping.
      expect(afterTool - afterPing).toBe(2);
    } finally {
      await proxied.close();
    }
  });
});
