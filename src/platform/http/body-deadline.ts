import { PassThrough, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

type PreParsingDone = (error: Error | null, payload?: Readable) => void;

/** Fastify reads no body on GET and HEAD. */
function hasBody(request: FastifyRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function bodyTimeout(ms: number) {
  return new AppError(
    'REQUEST_BODY_TIMEOUT',
    `The request body did not arrive within ${Math.round(ms / 1000)} seconds`,
    'Send the whole body at once, on a connection fast enough to finish it in time.',
  );
}

/**
 * The body of a JSON request must arrive within `ms` of the request, however slowly it trickles
 * in (a socket idle timeout would be reset by every byte). Past that, the request is answered 408
 * in the error shape and the connection closed. Multipart uploads read the socket themselves and
 * are bounded by the server's whole-request timeout instead (HTTP_REQUEST_TIMEOUT_MS), which is
 * sized for a large screenshot on a slow link.
 */
export function registerBodyDeadline(app: FastifyInstance, ms: number) {
  // A callback hook rather than an async one, and only on routes that take a body: a GET would
  // still pay for a hook that lets it through (2% of a small route's time).
  const guardBody = (request: FastifyRequest, _reply: unknown, payload: Readable, done: PreParsingDone) => {
    if (!hasBody(request) || /^multipart\//i.test(request.headers['content-type'] ?? '')) {
      done(null, payload);
      return;
    }
    const guarded = new PassThrough();
    // pipe, not pipeline: at the deadline only our stream fails; the socket stays open for the answer.
    payload.pipe(guarded);
    const timer = setTimeout(() => {
      payload.unpipe(guarded);
      guarded.destroy(bodyTimeout(ms));
    }, ms);
    const stop = () => clearTimeout(timer);
    guarded.once('end', stop);
    guarded.once('close', stop);
    request.raw.once('close', stop);
    // Nobody reads the stream of a request answered before parsing (a 404, a refused guard).
    guarded.on('error', () => undefined);
    done(null, guarded);
  };
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().every((method) => method === 'GET' || method === 'HEAD')) return;
    route.preParsing = [...[route.preParsing ?? []].flat(), guardBody];
  });
}
