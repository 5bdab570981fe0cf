import type { FastifyInstance } from 'fastify';
import FindMyWay from 'find-my-way';

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Fastify answers a known path with an unknown method as "not found"; this shadow router, fed by
 * onRoute, lets the not-found handler tell that case apart and answer 405 with an Allow header.
 * Must be called before any route is registered.
 */
export function indexRouteMethods(app: FastifyInstance): (path: string) => string[] {
  const router = FindMyWay();
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      router.on(method as FindMyWay.HTTPMethod, route.url, () => undefined);
    }
  });
  return (path) => HTTP_METHODS.filter((method) => router.find(method, path) !== null);
}
