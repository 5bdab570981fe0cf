import type { FastifyInstance } from 'fastify';

export interface Session {
  token: string;
  orgId: string;
}

type Method = 'GET' | 'POST' | 'PATCH';

/**
 * The demo talks to the product through its own API (in process), so every rule of the product
 * applies to the data it makes: the same validation, transactions, rollups and notifications.
 */
export function demoApi(app: FastifyInstance, password: string) {
  const headersOf = (session?: Session) =>
    session ? { authorization: `Bearer ${session.token}`, 'x-organization-id': session.orgId } : {};

  async function call<T>(method: Method, url: string, payload?: unknown, session?: Session) {
    const response = await app.inject({
      method,
      url: `/api/v1${url}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: headersOf(session),
    });
    return { status: response.statusCode, body: response.json<T>() };
  }

  function answer<T>(method: string, url: string, status: number, body: { data: T; message?: string; hint?: string }) {
    if (status >= 300)
      throw new Error(`${method} ${url} answered ${status}: ${body.message ?? ''} ${body.hint ?? ''}`.trim());
    return body.data;
  }

  return {
    call,
    async must<T>(method: Method, url: string, payload?: unknown, session?: Session): Promise<T> {
      const { status, body } = await call<{ data: T; message?: string; hint?: string }>(method, url, payload, session);
      return answer(method, url, status, body);
    },

    /** A multipart upload, encoded by the platform's own FormData as a browser or tracker would send it. */
    async upload<T>(url: string, form: FormData, session: Session): Promise<T> {
      const request = new Request('http://demo.invalid', { method: 'POST', body: form });
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1${url}`,
        payload: Buffer.from(await request.arrayBuffer()),
        headers: { ...headersOf(session), 'content-type': request.headers.get('content-type')! },
      });
      return answer('POST', url, response.statusCode, response.json());
    },

    /** The person's session in their first organization; null when the demo password does not sign them in. */
    async signIn(email: string): Promise<Session | null> {
      const { status, body } = await call<{ data: { token: string; organization: { id: string } | null } }>(
        'POST',
        '/auth/login',
        { email, password },
      );
      if (status !== 200 || !body.data.organization) return null;
      return { token: body.data.token, orgId: body.data.organization.id };
    },
  };
}

export type DemoApi = ReturnType<typeof demoApi>;
