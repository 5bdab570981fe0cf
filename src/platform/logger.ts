import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Paths whose segment after the marker is a bearer secret and must never reach a log. */
const SECRET_PATH_SEGMENTS = [/(\/portal\/)[^/?#]+/g];
const SECRET_QUERY_PARAMS = /([?&](?:token|password|otp|access_token)=)[^&#]*/gi;

/** The URL as logged: secrets in the path or query replaced, so log access never grants access. */
export function redactUrl(url: string): string {
  let safe = url.replace(SECRET_QUERY_PARAMS, '$1[REDACTED]');
  for (const pattern of SECRET_PATH_SEGMENTS) safe = safe.replace(pattern, '$1[REDACTED]');
  return safe;
}

export function loggerOptions(level: string): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.accessToken',
        '*.otp',
        '*.jwtSecret',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      req(request: FastifyRequest) {
        return { id: request.id, method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
      },
    },
  };
}
