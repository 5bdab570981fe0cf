import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { hostOf, resolveSafely, UnsafeTargetError, urlProblem } from './webhooks.ssrf.js';

export interface SendResult {
  /** 2xx: delivered. Anything else (3xx included: redirects are not followed) is a failure. */
  ok: boolean;
  responseStatus: number | null;
  durationMs: number;
  error: string | null;
}

/**
 * What the delivery log says about a failure: a broad class a subscriber can act on, never the
 * socket's own message, which names addresses and ports (and so would map the network behind
 * this server for anyone who may subscribe a webhook).
 */
export const DELIVERY_FAILURE = {
  refused: 'The address is not allowed, or the host does not resolve to a public one',
  connect: 'Could not connect to the receiver',
  cut: 'The connection was closed before the receiver answered',
  tls: 'The secure connection failed (the receiver’s certificate or TLS set-up)',
  other: 'The request failed before the receiver answered',
} as const;

const CONNECT_CODES = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'EHOSTDOWN',
  'ENETDOWN',
]);
const CUT_CODES = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED']);

/** The class of a socket or TLS error (DELIVERY_FAILURE). */
function failureOf(error: NodeJS.ErrnoException): string {
  const code = error.code ?? '';
  if (code === 'EUNSAFE') return DELIVERY_FAILURE.refused;
  if (CONNECT_CODES.has(code)) return DELIVERY_FAILURE.connect;
  if (CUT_CODES.has(code) || error.message === 'socket hang up') return DELIVERY_FAILURE.cut;
  if (/^(ERR_SSL|ERR_TLS|CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED|HOSTNAME_MISMATCH|ERR_OSSL)/.test(code))
    return DELIVERY_FAILURE.tls;
  return DELIVERY_FAILURE.other;
}

/**
 * The connection's own name resolution, checked again: the address connected to is the one
 * checked, so a name that resolved to a public address at subscription time and to an internal
 * one now (DNS rebinding) is refused here.
 */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolveSafely(hostname, allowPrivate).then(
      (addresses) => {
        const wanted =
          options.family === 4 || options.family === 6
            ? addresses.filter((a) => a.family === options.family)
            : addresses;
        const usable = wanted.length > 0 ? wanted : addresses;
        if (options.all) (callback as (e: null, a: typeof usable) => void)(null, usable);
        else callback(null, usable[0]!.address, usable[0]!.family);
      },
      (error: Error) => callback(Object.assign(error, { code: 'EUNSAFE' }) as NodeJS.ErrnoException, '', 0),
    );
  };
}

/**
 * POSTs one signed delivery. Never follows a redirect, reads at most a little of the answer (its
 * body is not kept) and gives up after `timeoutMs`, so a receiver that hangs costs one slot for
 * that long and no more.
 */
export async function sendWebhook(input: {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  allowPrivate: boolean;
}): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const problem = urlProblem(input.url, input.allowPrivate);
  if (problem) return { ok: false, responseStatus: null, durationMs: 0, error: `The URL ${problem}` };
  const url = new URL(input.url);
  try {
    // An address literal is never looked up by the socket: check it here.
    await resolveSafely(hostOf(url), input.allowPrivate);
  } catch (error) {
    if (!(error instanceof UnsafeTargetError)) throw error;
    return { ok: false, responseStatus: null, durationMs: elapsed(), error: DELIVERY_FAILURE.refused };
  }
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<SendResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    const request = transport.request(
      url,
      {
        method: 'POST',
        headers: {
          ...input.headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(input.body),
          'user-agent': 'Punchclock-Webhooks/1',
        },
        lookup: guardedLookup(input.allowPrivate),
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        response.resume();
        response.on('end', () =>
          finish({
            ok: status >= 200 && status < 300,
            responseStatus: status,
            error: status >= 200 && status < 300 ? null : `The receiver answered ${status}`,
          }),
        );
        response.on('error', (error) => finish({ ok: false, responseStatus: status, error: failureOf(error) }));
      },
    );
    const timer = setTimeout(() => {
      finish({ ok: false, responseStatus: null, error: `No answer within ${input.timeoutMs / 1000} s` });
      request.destroy();
    }, input.timeoutMs);
    request.on('error', (error) => finish({ ok: false, responseStatus: null, error: failureOf(error) }));
    request.end(input.body);
  });
}
