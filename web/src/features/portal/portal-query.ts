// The public portal report: the token in the path is the authorization, the password (when one is
// set) travels in the x-portal-password header, never in a URL the browser keeps.
import { api, ApiError, unwrap, type ApiPaths } from '../../lib/api';

export type PortalReport =
  ApiPaths['/api/v1/projects/portal/{token}']['get']['responses'][200]['content']['application/json']['data'];

/** A failed load, with the wait the server asked for when it refused further attempts. */
export class PortalError extends Error {
  constructor(
    readonly problem: ApiError,
    readonly retryAfterSeconds: number | null,
  ) {
    super(problem.message);
  }

  /** 401: the share has a password and none, or a wrong one, was given. */
  get needsPassword() {
    return this.problem.status === 401;
  }

  get unknownLink() {
    return this.problem.status === 404;
  }

  get rateLimited() {
    return this.problem.status === 429;
  }
}

export async function loadPortal(token: string, password: string | null): Promise<PortalReport> {
  let retryAfter: string | null = null;
  const call = api
    .GET('/api/v1/projects/portal/{token}', {
      params: { path: { token }, header: password === null ? undefined : { 'x-portal-password': password } },
    })
    .then((outcome) => {
      retryAfter = outcome.response.headers.get('retry-after');
      return outcome;
    });
  try {
    return await unwrap(call);
  } catch (error) {
    const problem = error instanceof ApiError ? error : ApiError.unexpected(0);
    const seconds = retryAfter === null ? NaN : Number(retryAfter);
    throw new PortalError(problem, Number.isFinite(seconds) ? seconds : null);
  }
}

/** Retry-After seconds as whole minutes, rounded up, never less than one. */
export function minutesToWait(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}
