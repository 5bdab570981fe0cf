import { STATUS_CODES } from 'node:http';

/**
 * Every error code the API can answer with, each naming one cause; docs/errors.md lists them with
 * their meaning (test/contract/error-codes.unit.test.ts keeps the two equal). Services pick the code
 * for their cause: the factories below take it as their first argument, so no new error can fall
 * back to a generic code.
 */
export const ERROR_CODES = {
  // The request itself, on any route
  VALIDATION_ERROR: 400,
  MALFORMED_JSON: 400,
  MALFORMED_URL: 400,
  /** Only for what the framework refuses without a more specific code. */
  BAD_REQUEST: 400,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,

  // What the database refused, when no service check caught it first
  ALREADY_EXISTS: 409,
  REFERENCE_CONFLICT: 409,
  STORED_RULE_VIOLATION: 409,
  REQUIRED_VALUE_MISSING: 400,
  UNSTORABLE_VALUE: 400,

  // Access: credentials, plan, membership and permissions
  UNAUTHORIZED: 401,
  PLAN_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_A_MEMBER: 403,
  OWN_RECORDS_ONLY: 403,
  EXCEEDS_OWN_PERMISSIONS: 403,
  NOT_ASSIGNED_TO_PROJECT: 403,

  // Accounts: sign-up, sign-in, passwords, terms, identity providers
  INVALID_OTP: 400,
  TERMS_NOT_ACCEPTED: 400,
  STALE_TERMS_VERSION: 400,
  WRONG_PASSWORD: 400,
  FEATURE_DISABLED: 400,
  IDP_EMAIL_MISSING: 400,
  IDP_EMAIL_UNVERIFIED: 400,
  IDP_STATE_INVALID: 400,
  IDP_DENIED: 400,
  IDP_CODE_REJECTED: 400,
  EMAIL_ALREADY_REGISTERED: 409,
  IDENTITY_ALREADY_LINKED: 409,

  // Members, invitations and roles
  INVALID_INVITE: 400,
  ALREADY_A_MEMBER: 409,
  MEMBER_ALREADY_JOINED: 409,
  MEMBER_NOT_DEACTIVATED: 409,
  MEMBER_HAS_TIME_ENTRIES: 409,
  INVITE_LIST_EMPTY: 400,
  INVITE_LIST_UNREADABLE: 400,
  TOO_MANY_INVITE_ROWS: 400,
  /** A bulk invite whose list still has rows that cannot be invited; details.rows says which and why. */
  INVITE_ROWS_INVALID: 422,
  LAST_OWNER: 409,
  BUILT_IN_ROLE_READ_ONLY: 409,
  ROLE_NAME_TAKEN: 409,
  ROLE_IN_USE: 409,

  // Projects
  PROJECT_CODE_TAKEN: 409,
  PROJECT_ARCHIVED: 409,

  // Time: timer, entries, approval, idle time
  TIMER_ALREADY_RUNNING: 409,
  NO_RUNNING_TIMER: 409,
  TIME_ENTRY_OVERLAP: 409,
  ENTRY_LOCKED_BY_APPROVAL: 409,
  ENTRY_LOCKED_BY_INVOICE: 409,
  ENTRY_STILL_RUNNING: 409,
  WEEK_LOCKED: 409,
  WEEK_STATUS_CONFLICT: 409,
  SELF_APPROVAL_NOT_ALLOWED: 403,
  // What time needs (issue 42, item 4): the organization's settings requireProject, requireTask, requireNotes, minimumTimerSeconds.
  PROJECT_REQUIRED: 400,
  TASK_REQUIRED: 400,
  NOTES_REQUIRED: 400,
  TIMER_TOO_SHORT: 409,

  // Tracker activity and screenshots
  ACTIVITY_SLOT_OVERLAP: 409,
  MALFORMED_MULTIPART: 400,
  IMAGE_EMPTY: 400,
  IMAGE_UNDECODABLE: 400,
  IMAGE_TOO_LARGE: 400,
  BLUR_IRREVERSIBLE: 409,
  EVENT_STREAM_REQUIRED: 400,

  // Financials
  INVOICE_NOT_DRAFT: 409,
  INVOICE_ALREADY_ISSUED: 409,
  NOTHING_TO_BILL: 409,

  // AI and MCP
  AMBIGUOUS_MEMBER_NAME: 409,
  MCP_TRANSPORT_ERROR: 400,

  // Limits and the server side, on any route
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,

  // Financials and off-thread work (issue 15, items 2 and 3).
  INVALID_INVOICE_TRANSITION: 409,
  OFFLOAD_ORGANIZATION_BUSY: 429,
  OFFLOAD_QUEUE_FULL: 503,
  OFFLOAD_TIMED_OUT: 503,

  // Platform: request limits (issue 15, item 5).
  JSON_TOO_DEEP: 400,
  REQUEST_BODY_TIMEOUT: 408,

  // Idempotency-Key on the routes that create (issue 42, item 7; docs/idempotency.md).
  /** The key was sent before with another request (path, query or body) by the same caller. */
  IDEMPOTENCY_KEY_REUSED: 422,
  /** The first request with this key has not answered yet (after a short wait). */
  IDEMPOTENCY_KEY_IN_PROGRESS: 409,

  // Imports of time history (issue 43; docs/importing.md).
  /** The import is not in the state the action needs (confirm an analysed one, undo a finished one). */
  IMPORT_NOT_READY: 409,
  /** Another import of the organization is being written. */
  IMPORT_RUNNING: 409,
  /** People matched by name only, or without an address, were not confirmed. */
  IMPORT_PEOPLE_UNCONFIRMED: 422,
  /** Some of the import's time was reviewed, submitted or billed since. */
  IMPORT_NOT_UNDOABLE: 409,
  /** The export is not built yet (queued or running), or it failed or expired. */
  EXPORT_NOT_READY: 409,

  // Screenshot uploads and blurring (issue 15, items 1, 4 and 5).
  UPLOAD_INCOMPLETE: 400,
  UPLOAD_ABORTED: 400,
  SCREENSHOT_BLUR_PENDING: 409,
  IMAGE_ANIMATED: 415,
  IMAGE_TOO_COMPLEX: 422,
  IMAGE_QUEUE_FULL: 503,

  // Live capture and screens of higher roles (issue 15, item 6).
  /** A Manager named a member whose role outranks theirs on a screenshot route. */
  SCREENS_OF_HIGHER_ROLE: 403,
  /** The member already has the most capture requests that may wait for their tracker at once. */
  CAPTURE_REQUESTS_PENDING: 429,

  // Web app sessions (issue 16, foundation: cookie sessions and CSRF).
  /** A cookie-authenticated write without the matching x-csrf-token, or from a foreign Origin. */
  CSRF_REJECTED: 403,

  // Online payments (issue 21, item 5; docs/integrations.md).
  /** The payment processor refused the key or the request (a wrong, revoked or restricted key). */
  PAYMENT_PROCESSOR_REFUSED: 422,
  /** A processor webhook whose signature is missing, wrong or too old. */
  PAYMENT_SIGNATURE_INVALID: 400,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The codes answered with `status`, so a factory cannot pair a 409 helper with a 400 code. */
type ErrorCodeWithStatus<S extends number> = {
  [C in ErrorCode]: (typeof ERROR_CODES)[C] extends S ? C : never;
}[ErrorCode];

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

export function errorBody(
  status: number,
  code: ErrorCode,
  message: string,
  hint: string,
  details?: unknown,
): ErrorBody {
  const body: ErrorBody = { success: false, code, error: STATUS_CODES[status] ?? 'Error', message, hint };
  if (details !== undefined) body.details = details;
  return body;
}

export const errors = {
  validation: (message: string, details?: unknown, hint = 'Correct the fields named in details and retry.') =>
    new AppError('VALIDATION_ERROR', message, hint, details),
  badRequest: (code: ErrorCodeWithStatus<400>, message: string, hint: string) => new AppError(code, message, hint),
  unauthorized: (
    message = 'Authentication is required',
    hint = 'Send a valid token as "Authorization: Bearer <token>".',
  ) => new AppError('UNAUTHORIZED', message, hint),
  forbidden: (code: ErrorCodeWithStatus<403>, message: string, hint: string) => new AppError(code, message, hint),
  notFound: (resource: string, id?: string) =>
    new AppError(
      'NOT_FOUND',
      id === undefined ? `${resource} was not found` : `${resource} '${id}' was not found`,
      'Check the id; it may have been deleted or belong to another organization.',
    ),
  conflict: (code: ErrorCodeWithStatus<409>, message: string, hint: string, details?: unknown) =>
    new AppError(code, message, hint, details),
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
