import { createRequire } from 'node:module';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import pino, { type Logger } from 'pino';
import type PinoPretty from 'pino-pretty';
import { LogWriterThread } from './log-writer-thread.js';

/** Paths whose segment after the marker is a bearer secret and must never reach a log. */
const SECRET_PATH_SEGMENTS = [/(\/portal\/)[^/?#]+/g];
/** `code`: the identity provider's authorization code on /auth/oidc/callback (single use, but a credential). */
const SECRET_QUERY_PARAMS = /([?&](?:token|password|otp|access_token|code)=)[^&#]*/gi;

/** The URL as logged: secrets in the path or query replaced, so log access never grants access. */
export function redactUrl(url: string): string {
  // Most URLs carry neither a query nor a portal token: no regular expression needed.
  if (!url.includes('=') && !url.includes('/portal/')) return url;
  let safe = url.replace(SECRET_QUERY_PARAMS, '$1[REDACTED]');
  for (const pattern of SECRET_PATH_SEGMENTS) safe = safe.replace(pattern, '$1[REDACTED]');
  return safe;
}

/** Fields of a driver error that name what failed without repeating the values involved. */
const SAFE_ERROR_FIELDS = [
  'code',
  'constraint',
  'table',
  'column',
  'schema',
  'severity',
  'routine',
  'statusCode',
] as const;
/** PostgreSQL appends the offending value to some messages (`invalid input syntax for type uuid: "x"`). */
const QUOTED_VALUE_SUFFIX = /:\s*".*"\s*$/s;
const MAX_CAUSE_DEPTH = 5;

interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  query?: string;
  cause?: SerializedError;
  [field: string]: unknown;
}

function isDatabaseError(error: Record<string, unknown>): boolean {
  return typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && 'severity' in error;
}

/**
 * An error as logged. Drizzle's query errors carry the bound parameters in `params` and in their
 * message (so in the stack too), and PostgreSQL errors carry row values in `detail`, `where` and
 * `internalQuery`: a failed insert would otherwise log a password hash or someone's email. So only
 * named fields are kept, the statement text without its parameters, and a message and stack whose
 * values are cut out. Causes are serialized the same way.
 */
function serializeError(value: unknown, depth = 0): unknown {
  if (!(value instanceof Error) && (typeof value !== 'object' || value === null || !('message' in value))) return value;
  const error = value as Error & Record<string, unknown>;
  const type =
    error.constructor?.name && error.constructor.name !== 'Object' ? error.constructor.name : (error.name ?? 'Error');
  let message = withoutEmailAddresses(typeof error.message === 'string' ? error.message : String(error.message));
  const safe: SerializedError = { type, message };
  if (typeof error.query === 'string' && 'params' in error) {
    // DrizzleQueryError: "Failed query: <sql>\nparams: <values>".
    message = 'Failed query (parameters not logged)';
    safe.query = error.query;
  } else if (isDatabaseError(error)) {
    message = message.replace(QUOTED_VALUE_SUFFIX, ': [REDACTED]');
  }
  safe.message = message;
  for (const field of SAFE_ERROR_FIELDS) {
    if (error[field] !== undefined && error[field] !== null && typeof error[field] !== 'object')
      safe[field] = error[field];
  }
  if (typeof error.stack === 'string') {
    const frames = error.stack.indexOf('\n    at ');
    safe.stack = `${error.name ?? type}: ${message}${frames >= 0 ? error.stack.slice(frames) : ''}`;
  }
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH)
    safe.cause = serializeError(error.cause, depth + 1) as SerializedError;
  return safe;
}

const EMAIL_ADDRESS = /[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+\.[^\s<>"'(),;:@]+/g;

/** A log message with email addresses masked: error messages shown to a caller may name someone else. */
function withoutEmailAddresses(message: string): string {
  // Most lines (every access-log line) have no '@' at all: no regular expression needed.
  return message.includes('@') ? message.replace(EMAIL_ADDRESS, '[email]') : message;
}

export function loggerOptions(level: string): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-portal-password"]',
        'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.accessToken',
        '*.otp',
        '*.jwtSecret',
      ],
      censor: '[REDACTED]',
    },
    hooks: {
      logMethod(args: unknown[], method: (...args: unknown[]) => void) {
        // In place: this runs for every line, the access log's included.
        for (let index = 0; index < args.length; index++) {
          const arg = args[index];
          if (typeof arg === 'string') args[index] = withoutEmailAddresses(arg);
        }
        method.apply(this, args);
      },
    },
    serializers: {
      err: serializeError as (error: Error) => SerializedError & { stack: string },
      // The error handler logs a response-serialization failure's cause beside the error.
      cause: serializeError,
      req(request: FastifyRequest) {
        return { id: request.id, method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
      },
    },
  };
}

/**
 * The memory shared between log lines and their writer thread: about 3,500 lines of 300 bytes,
 * which the thread writes out every 20 ms (or sooner once a quarter is used). Small enough to stay
 * in the processor's cache as it cycles; a reader that falls behind makes lines wait for room.
 */
const RING_BYTES = 1024 * 1024;
const STANDARD_OUTPUT = 1;

/** How lines are written: JSON for machines, or one readable line per entry for a person at a terminal. */
type LogFormat = 'json' | 'pretty';

/** LOG_FORMAT=auto: readable on a terminal, JSON when standard output is a file, a pipe or a collector. */
export function resolveLogFormat(setting: 'auto' | LogFormat, stdoutIsTerminal: boolean | undefined): LogFormat {
  if (setting !== 'auto') return setting;
  return stdoutIsTerminal === true ? 'pretty' : 'json';
}

interface LineSink {
  write(text: string): unknown;
}

/**
 * A destination that turns each JSON line into a readable one (time, level, message, then the
 * fields) before `sink` writes it. pino-pretty is loaded only here: a server whose output goes to a
 * collector, as in production and in every test, never pays for it.
 */
export function prettyLines(sink: LineSink, { colour }: { colour: boolean }): LineSink {
  const { prettyFactory } = createRequire(import.meta.url)('pino-pretty') as typeof PinoPretty;
  const pretty = prettyFactory({ colorize: colour, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' });
  return { write: (line: string) => sink.write(pretty(line)) };
}

/**
 * The process logger: lines to standard output (JSON, or readable ones for `pretty`), written by a
 * thread of its own (log-writer-thread.ts), so a request never waits for a write(2) and lines keep
 * their order up to the last one, exit included. A line is copied into memory shared with the
 * thread (log-ring.ts); the thread writes what is new every few milliseconds. Any exit
 * (process.exit included, so a shutdown too) waits until what is left is written (the exit hook below).
 */
export function createLogger(level: string, format: LogFormat = 'json'): Logger {
  const writer = new LogWriterThread(STANDARD_OUTPUT, RING_BYTES);
  process.once('exit', () => writer.flushSync());
  const destination = format === 'pretty' ? prettyLines(writer, { colour: true }) : writer;
  return pino(loggerOptions(level) as pino.LoggerOptions, destination);
}
