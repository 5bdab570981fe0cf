import type { FastifyReply } from 'fastify';

/**
 * Fires when the client closes the connection before its answer is written, so work queued for
 * it can be dropped (ServerResponse's `close` comes after the answer too; then it does not fire).
 */
export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone.abort(new Error('the client closed the connection'));
  });
  return gone.signal;
}
