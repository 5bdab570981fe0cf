import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';
import { redactUrl } from './logger.js';

type PinoInternals = {
  [pino.symbols.streamSym]?: { write(line: string): unknown; [key: symbol]: unknown };
  [pino.symbols.chindingsSym]?: string;
  [pino.symbols.timeSym]?: () => string;
};

const NEEDS_METADATA = Symbol.for('pino.metadata');
const json = (value: string) => JSON.stringify(value);

/**
 * Milliseconds to the microsecond, as JSON: from an integer count of microseconds, which turns into
 * text several times faster than the float itself (whose 17 digits, nanoseconds and noise, were
 * the costliest number conversion of a request's line).
 */
export function milliseconds(elapsed: number): string {
  const micros = Math.round(elapsed * 1000);
  const fraction = micros % 1000;
  const padding = fraction < 10 ? '00' : fraction < 100 ? '0' : '';
  return `${(micros - fraction) / 1000}.${padding}${fraction}`;
}

/**
 * The completed-request line as pino would write it through the `req` serializer of logger.ts
 * (the URL redacted), built as a string: one `JSON.stringify` per text field a client chose
 * instead of pino's serializers, object walk and redaction, which cost about a third of a small
 * route's time. The request id and the method need no escaping: request-id.ts lets only
 * `[A-Za-z0-9._:-]` in, and Node's parser only the methods it knows.
 * Null when the logger is not a plain pino logger writing to a stream (then pino writes it).
 */
function accessLine(log: FastifyBaseLogger, request: FastifyRequest, reply: FastifyReply): string | null {
  const internals = log as unknown as PinoInternals;
  const stream = internals[pino.symbols.streamSym];
  const time = internals[pino.symbols.timeSym];
  const bindings = internals[pino.symbols.chindingsSym];
  if (!stream || !time || bindings === undefined || stream[NEEDS_METADATA] === true) return null;
  const ip = request.ip === undefined ? '' : `,"remoteAddress":${json(request.ip)}`;
  const id = `"${request.id}"`;
  return (
    `{"level":30${time()}${bindings},"reqId":${id},` +
    `"req":{"id":${id},"method":"${request.method}","url":${json(redactUrl(request.url))}${ip}},` +
    `"res":{"statusCode":${reply.statusCode}},"responseTime":${milliseconds(reply.elapsedTime)},"msg":"request completed"}\n`
  );
}

/**
 * One access-log line per request, when its answer has been sent: who asked what (the URL's
 * secrets redacted), the status and the time taken. Fastify's default writes two (`incoming
 * request` and `request completed`), each a serialization, a redaction and a write.
 */
class AccessLogController extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const log = request.server.log;
    if (error) {
      const line = { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime };
      reply.log.error({ ...line, err: error }, 'request errored');
      return;
    }
    if ((pino.levels.values[log.level] ?? Infinity) > pino.levels.values.info!) return;
    const line = accessLine(log, request, reply);
    if (line !== null) (log as unknown as Required<PinoInternals>)[pino.symbols.streamSym].write(line);
    else
      log.info(
        { reqId: request.id, req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
        'request completed',
      );
  }
}

/** For buildApp's `logController`. */
export function accessLogController(): LogController {
  return new AccessLogController();
}
