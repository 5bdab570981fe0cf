/** The few API calls a data benchmark makes outside the load itself: sign-in and walking pages. */

export const API = '/api/v1';

async function call(url: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** Headers of a tenant request: the bearer token and the organization. */
export function tenantHeaders(token: string, orgId: string): Record<string, string> {
  return { authorization: `Bearer ${token}`, 'x-organization-id': orgId };
}

/** POST /auth/login; the token, or an error naming the status. */
export async function login(baseUrl: string, email: string, password: string, organizationId: string): Promise<string> {
  const { status, body } = await call(`${baseUrl}${API}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, organizationId }),
  });
  const token = (body as { data?: { token?: unknown } } | null)?.data?.token;
  if (status !== 200 || typeof token !== 'string')
    throw new Error(`login as ${email}: status ${status} ${JSON.stringify(body)}`);
  return token;
}

/**
 * Follows nextCursor through `pages` pages of GET /time/entries?limit=`limit` and returns the
 * cursor of the page after the last one, with how many entries lie before it.
 */
export async function walkEntries(
  baseUrl: string,
  headers: Record<string, string>,
  pages: number,
  limit: number,
): Promise<{ cursor: string; depth: number }> {
  let cursor: string | null = null;
  let depth = 0;
  for (let page = 0; page < pages; page++) {
    const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
    const { status, body } = await call(`${baseUrl}${API}/time/entries?${query.toString()}`, { headers });
    const data = (body as { data?: { items?: unknown[]; nextCursor?: string | null } } | null)?.data;
    if (status !== 200 || !data?.items)
      throw new Error(`GET /time/entries page ${page + 1}: status ${status} ${JSON.stringify(body)}`);
    depth += data.items.length;
    cursor = data.nextCursor ?? null;
    if (!cursor) throw new Error(`GET /time/entries ran out of pages after ${page + 1} (${depth} entries)`);
  }
  return { cursor: cursor!, depth };
}
