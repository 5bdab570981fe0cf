import type { FastifyInstance, RouteOptions } from 'fastify';
import FindMyWay from 'find-my-way';

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

interface RouteTable {
  /** Every route as registered (method, url with prefix, schema, config.access). */
  readonly routes: readonly RouteOptions[];
  /** Methods routed for a concrete path, for 405 answers. */
  allowedMethods(path: string): string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteTable;
  }
}

/**
 * Records every route as it is added. The route table feeds the 405 answer (Fastify itself
 * answers a known path with an unknown method as "not found") and the contract tests that walk
 * every route. Must be called before any route is registered.
 */
export function trackRoutes(app: FastifyInstance): RouteTable {
  const router = FindMyWay();
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
    // The web app's catch-all (web-app.ts) answers GET anywhere; it must not turn every other
    // method on an unknown path into a 405.
    if (route.url === '/*') return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      router.on(method as FindMyWay.HTTPMethod, route.url, () => undefined);
    }
  });
  const table: RouteTable = {
    routes,
    allowedMethods: (path) => HTTP_METHODS.filter((method) => router.find(method, path) !== null),
  };
  app.decorate('routeTable', table);
  return table;
}
