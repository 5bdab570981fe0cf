import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { WEB_APP_CSP } from './content-security-policy.js';
import { API_PREFIX, isApiPath } from './openapi.js';

/** Hashed file names: a changed file gets a new name, so a copy may be kept for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the unhashed files (manifest, icons): revalidated on every use, so a deploy shows at once. */
const REVALIDATE = 'no-cache';
const ASSETS = '/assets/';
const INDEX = '/index.html';

/** Every file under `root`, as URL paths ('/assets/app-1a2b.js'); null when the folder does not exist. */
async function filesUnder(root: string): Promise<Set<string> | null> {
  const exists = await stat(root).then(
    (info) => info.isDirectory(),
    () => false,
  );
  if (!exists) return null;
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
  return new Set(files);
}

const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/**
 * Serves the built web app at / from `distDir`: its files as built, and index.html for any other
 * page a browser asks for (the app routes on the client). Only files present at start are served,
 * so no path can reach outside the folder. API paths never fall back: an unknown one keeps its
 * JSON 404. Without a build (API-only deployment, tests) `/` answers a short note instead.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const files = await filesUnder(distDir);
  if (!files?.has(INDEX)) {
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', REVALIDATE)
        .send(`Punchclock API: the web app is not built on this server. API reference: /docs, API: ${API_PREFIX}\n`),
    );
    return;
  }
  await app.register(fastifyStatic, { root: distDir, serve: false });

  const send = (reply: FastifyReply, file: string, cacheControl: string) =>
    reply
      .header('cache-control', cacheControl)
      .header('content-security-policy', WEB_APP_CSP)
      .sendFile(file.slice(1), { cacheControl: false });

  app.route({
    method: 'GET',
    // The route table leaves this catch-all out of its 405 answers (route-table.ts).
    url: '/*',
    schema: { hide: true },
    // Files of the page, not API calls: they do not spend the caller's API budget.
    config: { rateLimit: false },
    handler: async (request, reply) => {
      const urlPath = `/${(request.params as { '*': string })['*']}`;
      if (isApiPath(urlPath)) return reply.callNotFound();
      if (files.has(urlPath)) return send(reply, urlPath, urlPath.startsWith(ASSETS) ? IMMUTABLE : REVALIDATE);
      if (!urlPath.startsWith(ASSETS) && wantsHtml(request)) return send(reply, INDEX, REVALIDATE);
      return reply.callNotFound();
    },
  });
}
