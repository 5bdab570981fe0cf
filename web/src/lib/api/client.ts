// The one way the app talks to the server: openapi-fetch typed by the generated schema, with the
// session cookie (never a token a script can read), the chosen organization and the CSRF header.
import createClient, { type Middleware } from 'openapi-fetch';
import { ApiError } from './api-error';
import { chosenOrganizationId } from './organization';
import type { paths } from './schema';

/** Every path the server publishes, with its parameters and answers (generated). */
export type ApiPaths = paths;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_COOKIE = 'pc_csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const ORGANIZATION_HEADER = 'x-organization-id';

export function readCookie(cookieHeader: string, name: string): string | null {
  for (const pair of cookieHeader.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** Adds what every request needs; an explicit header from the call site is left alone. */
export function requestHeaders(method: string, headers: Headers, cookies: string, organizationId: string | null) {
  if (organizationId && !headers.has(ORGANIZATION_HEADER)) headers.set(ORGANIZATION_HEADER, organizationId);
  if (!SAFE_METHODS.has(method.toUpperCase())) {
    const csrf = readCookie(cookies, CSRF_COOKIE);
    if (csrf && !headers.has(CSRF_HEADER)) headers.set(CSRF_HEADER, csrf);
  }
}

const sessionHeaders: Middleware = {
  onRequest({ request }) {
    requestHeaders(request.method, request.headers, document.cookie, chosenOrganizationId());
    return request;
  },
};

export const api = createClient<ApiPaths>({ credentials: 'same-origin' });
api.use(sessionHeaders);

interface FetchOutcome<D> {
  data?: D;
  error?: unknown;
  response: Response;
}

/**
 * Waits for a call and returns the envelope's `data`, or throws an ApiError with the server's
 * message and hint. `unwrap(api.GET('/api/v1/auth/me'))` is the whole pattern.
 */
export async function unwrap<D>(call: Promise<FetchOutcome<D>>): Promise<D extends { data: infer T } ? T : D> {
  let outcome: FetchOutcome<D>;
  try {
    outcome = await call;
  } catch {
    throw ApiError.network();
  }
  const { data, error, response } = outcome;
  if (!response.ok) throw ApiError.fromResponse(response, error);
  if (response.status === 204) return undefined as never;
  if (data && typeof data === 'object' && 'success' in data && data.success === true && 'data' in data)
    return data.data as never;
  if (data === undefined) throw ApiError.unexpected(response.status, response.headers.get('x-request-id'));
  return data as never;
}
