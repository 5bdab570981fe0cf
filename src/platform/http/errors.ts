import { STATUS_CODES } from 'node:http';

/** Every error code the API can answer with; docs/errors.md lists them with their meaning. */
export const ERROR_CODES = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  MALFORMED_JSON: 400,
  INVALID_OTP: 400,
  TERMS_NOT_ACCEPTED: 400,
  STALE_TERMS_VERSION: 400,
  INVALID_INVITE: 400,
  FEATURE_DISABLED: 400,
  UNAUTHORIZED: 401,
  PLAN_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  AI_PROVIDER_ERROR: 502,
  SERVICE_UNAVAILABLE: 503,

  // ── Live capture, screens of higher roles, sign-in by emailed code (issue 15, items 6 and 9) ──
  /** A Manager named a member whose role outranks theirs on a screenshot route. */
  SCREENS_OF_HIGHER_ROLE: 403,
  /** The member already has the most capture requests that may wait for their tracker at once. */
  CAPTURE_REQUESTS_PENDING: 429,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface ErrorBody {
  success: false;
  code: string;
  error: string;
  message: string;
  hint: string;
  details?: unknown;
}

/** The one error type services throw; the error handler turns it into the spec's JSON shape. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly hint: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_CODES[code];
  }

  toBody(): ErrorBody {
    return errorBody(this.statusCode, this.code, this.message, this.hint, this.details);
  }
}

export function errorBody(status: number, code: string, message: string, hint: string, details?: unknown): ErrorBody {
  const body: ErrorBody = { success: false, code, error: STATUS_CODES[status] ?? 'Error', message, hint };
  if (details !== undefined) body.details = details;
  return body;
}

export const errors = {
  validation: (message: string, details?: unknown, hint = 'Correct the fields named in details and retry.') =>
    new AppError('VALIDATION_ERROR', message, hint, details),
  badRequest: (message: string, hint: string, code: Extract<ErrorCode, `${string}`> = 'BAD_REQUEST') =>
    new AppError(code, message, hint),
  unauthorized: (
    message = 'Authentication is required',
    hint = 'Send a valid token as "Authorization: Bearer <token>".',
  ) => new AppError('UNAUTHORIZED', message, hint),
  forbidden: (message: string, hint: string) => new AppError('FORBIDDEN', message, hint),
  notFound: (resource: string, id?: string) =>
    new AppError(
      'NOT_FOUND',
      id === undefined ? `${resource} was not found` : `${resource} '${id}' was not found`,
      'Check the id; it may have been deleted or belong to another organization.',
    ),
  conflict: (message: string, hint: string) => new AppError('CONFLICT', message, hint),
  planRequired: (message: string, hint: string) => new AppError('PLAN_REQUIRED', message, hint),
  rateLimited: (retryAfterSeconds: number, message = 'Too many requests') =>
    new AppError(
      'RATE_LIMITED',
      message,
      `Wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'} before retrying.`,
      undefined,
      { 'retry-after': String(retryAfterSeconds) },
    ),
  unavailable: (message: string, hint: string, details?: unknown) =>
    new AppError('SERVICE_UNAVAILABLE', message, hint, details),
};
