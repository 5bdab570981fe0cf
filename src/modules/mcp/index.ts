import type { FastifyInstance } from 'fastify';
import type { ModuleDeps, ProductModule } from '../../platform/module.js';
import { defineDiscoveryRoute, mcpRoutes } from './mcp.routes.js';

/** POST /mcp (Model Context Protocol), its 405 siblings and GET /.well-known/mcp, under the API prefix. */
export const mcpModule: ProductModule = async (api, deps) => {
  await mcpRoutes(api, deps);
};

/**
 * GET /.well-known/mcp at the host root, where MCP clients look for it; app.ts registers it
 * outside the API prefix. The document names the endpoint under /api/v1.
 */
export async function mcpRootDiscovery(app: FastifyInstance, { config }: Pick<ModuleDeps, 'config'>) {
  defineDiscoveryRoute(app, config.server.publicUrl, 'getMcpDiscoveryAtRoot');
}
