import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { expect } from 'vitest';
import type { Actor } from './actors.js';
import type { TestApp } from './app.js';

/**
 * One MCP tools/call through the real app as `actor` (the stateless server needs no handshake):
 * the tool result and the size of the whole JSON-RPC answer on the wire.
 */
export async function mcpToolCall(t: TestApp, actor: Actor, name: string, args: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/mcp',
    headers: { ...actor.headers, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    payload: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { bytes: Buffer.byteLength(response.body), result: response.json().result as CallToolResult };
}

/** The data of a successful tool call (its one JSON text block); fails the test on a tool error. */
export async function mcpToolData<T = Record<string, unknown>>(
  t: TestApp,
  actor: Actor,
  name: string,
  args: Record<string, unknown> = {},
): Promise<T> {
  const { result } = await mcpToolCall(t, actor, name, args);
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
  expect(result.content).toHaveLength(1);
  expect(result.structuredContent).toBeUndefined();
  return JSON.parse((result.content[0] as { text: string }).text) as T;
}

/** The error of a tool call that must fail: `{ status, code, message, hint, details? }`. */
export async function mcpToolError(t: TestApp, actor: Actor, name: string, args: Record<string, unknown> = {}) {
  const { result } = await mcpToolCall(t, actor, name, args);
  expect(result.isError, JSON.stringify(result.content)).toBe(true);
  return result.structuredContent as { status: number; code: string; message: string; hint: string };
}
