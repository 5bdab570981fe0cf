import { z } from 'zod';

/**
 * One JSON-RPC 2.0 request or notification from an MCP client. Checked here so malformed input
 * answers in the API's error shape; the MCP server checks each method's params itself.
 * Batches are refused: the protocol dropped them in 2025-06-18.
 */
export const jsonRpcMessage = z.object({
  jsonrpc: z.literal('2.0'),
  id: z
    .union([z.string().max(200), z.number().int()])
    .optional()
    .describe('Absent for a notification'),
  method: z.string().min(1).max(200).describe('e.g. initialize, tools/list, tools/call'),
  params: z.record(z.string(), z.unknown()).optional(),
});

const toolSummary = z.object({
  name: z.string(),
  title: z.string(),
  description: z.string(),
  readOnly: z.boolean(),
  operationId: z.string().describe('The API operation the tool calls, in the OpenAPI document'),
});

export const discoverySchema = z.object({
  name: z.string(),
  title: z.string(),
  version: z.string(),
  description: z.string(),
  endpoint: z.string().describe('Where MCP clients POST JSON-RPC messages'),
  transport: z.literal('streamable-http'),
  sessions: z.literal('stateless'),
  protocolVersion: z.string().describe('The newest MCP protocol version spoken'),
  supportedProtocolVersions: z.array(z.string()),
  authentication: z.object({
    type: z.literal('bearer'),
    header: z.string(),
    organizationHeader: z.string(),
    description: z.string(),
  }),
  documentation: z.object({ mcp: z.string(), auth: z.string(), openapi: z.string() }),
  tools: z.array(toolSummary),
});
