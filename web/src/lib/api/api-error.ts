// Every failed call becomes an ApiError: its message and hint are the web app's words for the code
// (error-words.ts), so each screen shows a person what went wrong and what to do, never a bare
// status nor the API's developer wording, which stays on the error for the console.
import type { Formatters } from '../format';
import { t } from '../i18n';
import { errorWords, type ErrorWords } from './error-words';
import type { components } from './schema';

export type ErrorBody = components['schemas']['Error'];

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly hint: string;
  readonly details: unknown;
  readonly requestId: string | null;
  /** The API's own message and hint, written for developers. */
  readonly developerWords: ErrorWords;

  constructor(
    status: number,
    body: Pick<ErrorBody, 'code' | 'message' | 'hint' | 'details'>,
    requestId?: string | null,
    /** True when message and hint are already a person's words (a screen's own, e.g. the sign-in provider's round trip). */
    private readonly worded = false,
  ) {
    const developerWords = { message: body.message, hint: body.hint };
    const words = worded ? developerWords : errorWords(body.code, body.details, developerWords);
    super(words.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.hint = words.hint;
    this.details = body.details;
    this.requestId = requestId ?? null;
    this.developerWords = developerWords;
  }

  /** The words with times on the reader's clocks (`useLocalTime().format`), not the browser's. */
  wordsIn(format: Formatters): ErrorWords {
    if (this.worded) return { message: this.message, hint: this.hint };
    return errorWords(this.code, this.details, { message: this.message, hint: this.hint }, format);
  }

  /** An error a screen words itself for its own context: shown as given, whatever its code. */
  static worded(status: number, code: string, words: ErrorWords): ApiError {
    return new ApiError(status, { code, ...words }, null, true);
  }

  /** The request never got an answer (offline, DNS, the server down). */
  static network(): ApiError {
    return new ApiError(0, { code: 'NETWORK_ERROR', message: t('errors.network'), hint: t('errors.networkHint') });
  }

  /** An answer in a shape the spec does not allow (a proxy's HTML page, an empty 502). */
  static unexpected(status: number, requestId?: string | null): ApiError {
    return new ApiError(
      status,
      { code: 'UNEXPECTED_RESPONSE', message: t('errors.unexpected', { status }), hint: t('errors.unexpectedHint') },
      requestId,
    );
  }

  static fromResponse(response: Response, body: unknown): ApiError {
    const requestId = response.headers.get('x-request-id');
    return isErrorBody(body)
      ? new ApiError(response.status, body, requestId)
      : ApiError.unexpected(response.status, requestId);
  }
}

export function isErrorBody(value: unknown): value is ErrorBody {
  const body = value as Partial<ErrorBody> | null;
  return (
    typeof body === 'object' &&
    body !== null &&
    body.success === false &&
    typeof body.code === 'string' &&
    typeof body.message === 'string' &&
    typeof body.hint === 'string'
  );
}
