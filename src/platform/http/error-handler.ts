import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { classifyDatabaseError, type DatabaseErrorKind } from '../db/pg-errors.js';
import { AppError, ERROR_CODES, errorBody, type ErrorBody, type ErrorCode } from './errors.js';
import { trackRoutes } from './route-table.js';

interface FieldProblem {
  field: string;
  message: string;
}

function validationDetails(error: {
  validation: Array<{ instancePath?: string; message?: string }>;
  validationContext?: string;
}): FieldProblem[] {
  return error.validation.map((issue) => {
    const pointer = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const location = error.validationContext ?? 'body';
    return { field: pointer ? `${location}.${pointer}` : location, message: issue.message ?? 'is invalid' };
  });
}

type Answer = { status: number; body: ErrorBody; headers?: Record<string, string> };

function answer(
  status: number,
  code: ErrorCode,
  message: string,
  hint: string,
  headers?: Record<string, string>,
): Answer {
  return { status, body: errorBody(status, code, message, hint), ...(headers ? { headers } : {}) };
}

/**
 * What the database refused, answered for every route alike: a service may still catch one of
 * these to say something more specific (e.g. "already a member"), but none reaches a client as a 500.
 */
const DATABASE_ANSWERS: Record<DatabaseErrorKind, () => Answer> = {
  unique: () =>
    answer(
      409,
      'ALREADY_EXISTS',
      'The change conflicts with existing data (something with the same identity already exists)',
      'It may have been made already, possibly by a request sent at the same time; reload the resource and retry only if it is missing.',
    ),
  reference: () =>
    answer(
      409,
      'REFERENCE_CONFLICT',
      'The change conflicts with related data: it refers to something that no longer exists, or something still refers to what it would remove',
      'Reload the related resources and retry.',
    ),
  check: () =>
    answer(
      409,
      'STORED_RULE_VIOLATION',
      'The change would break a rule of the stored data',
      'Reload the resource; it may have been changed at the same time. Then correct the request and retry.',
    ),
  not_null: () =>
    answer(
      400,
      'REQUIRED_VALUE_MISSING',
      'A required value is missing',
      'Check the request against the API reference at /api/v1/openapi.json.',
    ),
  data: () =>
    answer(
      400,
      'UNSTORABLE_VALUE',
      'A value in the request cannot be stored (out of range, or characters that are not allowed)',
      'Check the values against the API reference at /api/v1/openapi.json.',
    ),
  transaction_conflict: () =>
    answer(
      503,
      'SERVICE_UNAVAILABLE',
      'The request collided with concurrent changes to the same data and was not applied',
      'Retry in a moment; nothing was changed.',
      { 'retry-after': '1' },
    ),
};

/** Statuses a framework refusal keeps, with the code that has them; any other 4xx is 400 BAD_REQUEST. */
const FRAMEWORK_REFUSALS: Partial<Record<number, ErrorCode>> = {
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/** Maps framework and database errors (parsing, limits, validation, constraints) to the spec's codes; anything unknown is a 500. */
function toErrorBody(error: FastifyError | AppError | Error): Answer {
  if (error instanceof AppError) return { status: error.statusCode, body: error.toBody(), headers: error.headers };
  const databaseError = classifyDatabaseError(error);
  if (databaseError) return DATABASE_ANSWERS[databaseError]();
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = validationDetails(error);
    const summary = details.map((problem) => `${problem.field} ${problem.message}`).join('; ');
    return {
      status: 400,
      body: errorBody(
        400,
        'VALIDATION_ERROR',
        `Invalid request: ${summary}`,
        'Correct the fields named in details and retry.',
        details,
      ),
    };
  }
  const fastifyError = error as FastifyError;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return answer(
        400,
        'MALFORMED_JSON',
        'The request body is not valid JSON',
        'Send a well-formed JSON document, or no body and no Content-Type.',
      );
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return answer(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'The request body has an unsupported content type',
        'Send JSON with "Content-Type: application/json".',
      );
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return answer(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large', 'Send a smaller body.');
  }
  const status = fastifyError.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    // Any other refusal by the framework or a plugin: its status only where a code has it, so the
    // code and the status always agree and the route has declared the status; else 400.
    const code = FRAMEWORK_REFUSALS[status] ?? 'BAD_REQUEST';
    return {
      status: ERROR_CODES[code],
      body: errorBody(
        ERROR_CODES[code],
        code,
        fastifyError.message,
        'Check the request against the API reference at /openapi.json.',
      ),
    };
  }
  return answer(
    500,
    'INTERNAL_ERROR',
    'An unexpected error occurred',
    'Retry later; if it persists, contact support with the x-request-id of this response.',
  );
}

export function sendError(reply: FastifyReply, status: number, body: ErrorBody, headers?: Record<string, string>) {
  if (headers) void reply.headers(headers);
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Call before registering routes: the 405 answer needs to see every route as it is added. */
export function registerErrorHandling(app: FastifyInstance) {
  const routeTable = trackRoutes(app);
  app.setErrorHandler((error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body, headers } = toErrorBody(error);
    if (status >= 500) {
      const serialization = isResponseSerializationError(error) ? { cause: error.cause } : {};
      request.log.error({ err: error, ...serialization }, 'request failed');
    } else if (!(error instanceof AppError) && classifyDatabaseError(error)) {
      // Answered well enough, but a service check could have caught it first: keep the cause in the log.
      request.log.warn({ err: error, code: body.code, status }, body.message);
    } else {
      request.log.info({ code: body.code, status }, body.message);
    }
    return sendError(reply, status, body, headers);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    const allowed = routeTable.allowedMethods(path);
    if (allowed.length > 0) {
      return sendError(
        reply,
        405,
        errorBody(
          405,
          'METHOD_NOT_ALLOWED',
          `${request.method} is not supported on ${path}`,
          `Use one of: ${allowed.join(', ')}.`,
        ),
        { allow: allowed.join(', ') },
      );
    }
    return sendError(
      reply,
      404,
      errorBody(
        404,
        'NOT_FOUND',
        `Route ${request.method} ${path} was not found`,
        'Check the path against the API reference at /api/v1/openapi.json.',
      ),
    );
  });
}
