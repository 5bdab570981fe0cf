import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LATEST_PROTOCOL_VERSION, SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';
import { access } from '../../platform/auth/access.js';
import { errors, type AppError } from '../../platform/http/errors.js';
import { API_PREFIX } from '../../platform/http/openapi.js';
import { defineFileRoute, defineRoute } from '../../platform/http/route.js';
import type { ModuleDeps } from '../../platform/module.js';
import { API_DESCRIPTION, API_VERSION } from '../../version.js';
import { queryString } from './mcp.rules.js';
import { discoverySchema, jsonRpcMessage } from './mcp.schemas.js';
import { exchange, MCP_SERVER_NAME, MCP_SERVER_TITLE, type RouteCaller } from './mcp.server.js';
import { MCP_TOOLS } from './mcp.tools.js';

const TAGS = ['MCP'] as const;
const MCP_PATH = '/mcp';
const MCP_DISCOVERY_PATH = '/.well-known/mcp';

/** The headers a tool call carries into the route it calls: the caller's own credentials. */
const FORWARDED_HEADERS = ['authorization', 'x-organization-id'] as const;

/**
 * Calls an API route in-process as the caller of the MCP request: same token, same organization
 * header, same client address (so the route's rate limit counts the caller, not the server), same
 * request id.
 */
function routeCallerFor(app: FastifyInstance, request: FastifyRequest): RouteCaller {
  // The route call logs under the MCP request's id, so one agent action is one id in the logs.
  const headers: Record<string, string> = { 'x-request-id': request.id };
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return async (call) => {
    const response = await app.inject({
      method: call.method,
      url: `${API_PREFIX}${call.path}${queryString(call.query)}`,
      headers,
      remoteAddress: request.ip,
      ...(call.body ? { payload: call.body } : {}),
    });
    let body: unknown;
    try {
      body = response.json();
    } catch {
      body = response.body;
    }
    return { status: response.statusCode, body };
  };
}

/** A JSON-RPC error the transport answered (e.g. an unsupported protocol version), in our shape. */
function transportError(status: number, body: string): AppError {
  let message = `The MCP transport refused the request (${status})`;
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } };
    if (typeof parsed.error?.message === 'string') message = parsed.error.message;
  } catch {
    // Not JSON: keep the generic message.
  }
  return errors.badRequest(
    'MCP_TRANSPORT_ERROR',
    message,
    'Send one JSON-RPC 2.0 message with a supported MCP-Protocol-Version header.',
  );
}

function discoveryDocument(publicUrl: string): z.output<typeof discoverySchema> {
  return {
    name: MCP_SERVER_NAME,
    title: MCP_SERVER_TITLE,
    version: API_VERSION,
    description: `${API_DESCRIPTION} This MCP server exposes the main reads and the time-recording writes as tools, each acting as the caller with their role.`,
    endpoint: `${publicUrl}${API_PREFIX}${MCP_PATH}`,
    transport: 'streamable-http',
    sessions: 'stateless',
    protocolVersion: LATEST_PROTOCOL_VERSION,
    supportedProtocolVersions: [...SUPPORTED_PROTOCOL_VERSIONS],
    authentication: {
      type: 'bearer',
      header: 'Authorization',
      organizationHeader: 'x-organization-id',
      description:
        'Every POST carries "Authorization: Bearer <token>" (from the sign-in endpoints) and "x-organization-id: <organization uuid>"; tools act as that member with their role.',
    },
    documentation: {
      mcp: `${publicUrl}${API_PREFIX}${MCP_DISCOVERY_PATH}`,
      auth: `${publicUrl}${API_PREFIX}/docs/auth`,
      openapi: `${publicUrl}${API_PREFIX}/openapi.json`,
    },
    tools: MCP_TOOLS.map(({ name, title, description, readOnly, operationId }) => ({
      name,
      title,
      description,
      readOnly,
      operationId,
    })),
  };
}

/** GET /.well-known/mcp: where and how to reach the MCP server. Registered under the API prefix and at the host root. */
export function defineDiscoveryRoute(app: FastifyInstance, publicUrl: string, operationId: string) {
  defineRoute(app, {
    method: 'GET',
    url: MCP_DISCOVERY_PATH,
    operationId,
    tags: TAGS,
    summary: 'Describes the MCP server: endpoint, transport, protocol version, authentication and tools',
    description:
      'The document itself, not wrapped in the success envelope. The same at the host root and under /api/v1.',
    access: access.public,
    envelope: false,
    response: discoverySchema,
    handler: async () => discoveryDocument(publicUrl),
  });
}

export async function mcpRoutes(app: FastifyInstance, { config }: ModuleDeps) {
  const endpointUrl = `${config.server.publicUrl}${API_PREFIX}${MCP_PATH}`;

  defineFileRoute(app, {
    method: 'POST',
    url: MCP_PATH,
    operationId: 'postMcpMessage',
    tags: TAGS,
    summary: 'Model Context Protocol over Streamable HTTP (stateless, JSON answers)',
    description:
      "One JSON-RPC 2.0 request or notification per POST (initialize, tools/list, tools/call, ping…); the answer is the JSON-RPC response (200, application/json), or 202 with no body for a notification. Any active member may call it; each tool then calls the matching API operation as the caller, with that operation's permission check, so a tool the role may not use answers a tool error (isError) with FORBIDDEN. See docs/mcp.md and GET /.well-known/mcp.",
    access: access.tenant(),
    body: jsonRpcMessage,
    produces: ['application/json'],
    acceptedStatus: 'A notification (a message without id) was accepted; no body',
    handler: async ({ body, request }) => {
      const version = request.headers['mcp-protocol-version'];
      const answer = await exchange(routeCallerFor(app, request), body, {
        url: endpointUrl,
        protocolVersion: typeof version === 'string' ? version : undefined,
      });
      if (answer.status >= 400) throw transportError(answer.status, answer.body);
      if (answer.status === 202 || answer.body === '') return { contentType: 'text/plain', body: '', status: 202 };
      return { contentType: answer.contentType ?? 'application/json', body: Buffer.from(answer.body, 'utf8') };
    },
  });

  // GET (an event stream) and DELETE (a session) are not routed: the server is stateless, and the
  // platform answers a known path with another method 405 METHOD_NOT_ALLOWED, Allow: POST, as the
  // Streamable HTTP transport allows.

  defineDiscoveryRoute(app, config.server.publicUrl, 'getMcpDiscovery');
}
