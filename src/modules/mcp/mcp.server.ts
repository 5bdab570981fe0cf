import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { API_VERSION } from '../../version.js';
import { toolResultOf } from './mcp.rules.js';
import { MCP_TOOLS, type RouteCall } from './mcp.tools.js';

export const MCP_SERVER_NAME = 'punchclock';
export const MCP_SERVER_TITLE = 'Punchclock';

const INSTRUCTIONS =
  "Punchclock tracks the caller's working time in one organization. Every tool acts as the signed-in user with their role: a tool the role may not use answers FORBIDDEN, ids of other organizations answer NOT_FOUND. Times are ISO 8601 instants; days are the organization's (its time zone, docs/time-zones.md). Start with whoami to learn your userId and role; list_members gives the userIds other tools take. Answers are compact JSON: a field that is absent from a time entry is null (none).";

/**
 * Each server would otherwise build its own Ajv instance (about 3 ms, most of the cost of a
 * request); the validator holds no per-request state, so one serves every server.
 */
const schemaValidator = new AjvJsonSchemaValidator();

/** Answers an API route as the caller: the HTTP status and the parsed JSON body. */
export type RouteCaller = (call: RouteCall) => Promise<{ status: number; body: unknown }>;

/** A fresh MCP server whose tools call the API as one caller; one per HTTP request (stateless). */
function createMcpServer(callRoute: RouteCaller): McpServer {
  const server = new McpServer(
    { name: MCP_SERVER_NAME, title: MCP_SERVER_TITLE, version: API_VERSION },
    { capabilities: { tools: {} }, instructions: INSTRUCTIONS, jsonSchemaValidator: schemaValidator },
  );
  for (const tool of MCP_TOOLS) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.input,
        annotations: {
          title: tool.title,
          readOnlyHint: tool.readOnly,
          destructiveHint: false,
          openWorldHint: false,
        },
      },
      async (args: Record<string, unknown>) => {
        const { status, body } = await callRoute(tool.route(args));
        return toolResultOf(status, body, tool.compact);
      },
    );
  }
  return server;
}

interface McpExchange {
  status: number;
  contentType: string | null;
  body: string;
}

/**
 * One JSON-RPC message in, its answer out, through the SDK's Streamable HTTP transport in
 * stateless mode with JSON answers (no session, no SSE stream): the transport checks the protocol
 * version and shapes the answer, and works on web-standard Request/Response objects, so the
 * Fastify reply (its hooks and headers) stays ours instead of being hijacked.
 */
export async function exchange(
  callRoute: RouteCaller,
  message: unknown,
  request: { url: string; protocolVersion?: string },
): Promise<McpExchange> {
  const server = createMcpServer(callRoute);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  try {
    await server.connect(transport);
    const headers: Record<string, string> = {
      // The answer is always JSON; the transport insists the client also accepts SSE, which a
      // stateless JSON server never sends, so any Accept header of the client is good enough.
      accept: 'application/json, text/event-stream',
      'content-type': 'application/json',
    };
    if (request.protocolVersion) headers['mcp-protocol-version'] = request.protocolVersion;
    const response = await transport.handleRequest(
      new Request(request.url, { method: 'POST', headers, body: JSON.stringify(message) }),
      { parsedBody: message },
    );
    return { status: response.status, contentType: response.headers.get('content-type'), body: await response.text() };
  } finally {
    await server.close();
  }
}
