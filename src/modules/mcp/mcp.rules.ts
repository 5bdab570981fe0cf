import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { QueryValue } from './mcp.tools.js';

/** The query string of a route call: unset arguments left out, booleans as the routes spell them. */
export function queryString(query: Record<string, QueryValue> | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

interface ErrorEnvelope {
  code: string;
  message: string;
  hint: string;
  details?: unknown;
}

function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  if (typeof body !== 'object' || body === null) return false;
  const candidate = body as Record<string, unknown>;
  return candidate.success === false && typeof candidate.code === 'string' && typeof candidate.message === 'string';
}

function dataOf(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true)
    return (body as { data: unknown }).data;
  return body;
}

/**
 * A route's answer as an MCP tool result. Success: the envelope's data, shaped by the tool's
 * `compact` (if any), once, as compact JSON text. No structuredContent: the tools declare no
 * outputSchema, so the protocol does not ask for it, and sending both doubled every answer
 * (docs/decisions/api-and-webhooks/mcp-one-json-text-block.md). A route error stays a tool error
 * (isError), never a protocol error, with the API's code, message and hint, as a line of text for
 * the model and as structured content (with the route's details) for a client that branches on
 * the code.
 */
export function toolResultOf(
  status: number,
  body: unknown,
  compact: (data: unknown) => unknown = (data) => data,
): CallToolResult {
  if (status >= 400) {
    const error: ErrorEnvelope = isErrorEnvelope(body)
      ? body
      : { code: 'INTERNAL_ERROR', message: `The API answered ${status}`, hint: 'Retry later.' };
    const structured = {
      status,
      code: error.code,
      message: error.message,
      hint: error.hint,
      ...(error.details === undefined ? {} : { details: error.details }),
    };
    return {
      isError: true,
      content: [{ type: 'text', text: `${error.code} (${status}): ${error.message} ${error.hint}`.trim() }],
      structuredContent: structured,
    };
  }
  return { content: [{ type: 'text', text: JSON.stringify(compact(dataOf(body) ?? null)) }] };
}
