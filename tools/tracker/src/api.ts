/** The Punchclock API as the tracker uses it (docs/tracker-protocol.md), over `fetch`. */
import type { SlotBody } from './slots.js';

export interface Credentials {
  token: string;
  organizationId: string;
}

/** A request that got no answer (`status` null) or a non-2xx one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryAfter: string | null = null,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface LiveCommand {
  id: string;
  type: string;
  requestedAt?: string;
  expiresAt?: string;
}

interface HeartbeatAnswer {
  receivedAt: string;
  timerRunning: boolean;
  runningEntryId: string | null;
  commands?: LiveCommand[];
}

interface BatchResult {
  index: number;
  clientId: string;
  status: 'CREATED' | 'REPLAYED' | 'REJECTED';
  slotId: string | null;
  error: { status: number; code: string; message: string } | null;
}

export class PunchclockApi {
  constructor(
    /** e.g. http://127.0.0.1:3000 (the API lives under /api/v1). */
    readonly baseUrl: string,
    private credentials: Credentials | null = null,
    private readonly timeoutMs = 15_000,
  ) {}

  use(credentials: Credentials) {
    this.credentials = credentials;
  }

  async login(email: string, password: string, organizationId: string): Promise<Credentials> {
    const data = await this.call<{ token: string }>('POST', '/auth/login', { email, password, organizationId }, false);
    return { token: data.token, organizationId };
  }

  /** Signs in without choosing an organization: the token, then `me()` lists the organizations. */
  async signIn(email: string, password: string): Promise<string> {
    const data = await this.call<{ token: string }>('POST', '/auth/login', { email, password }, false);
    return data.token;
  }

  /** The signed-in user's organizations (a sign-in token or an API key, sent without an organization). */
  me() {
    return this.call<{ user: { email: string }; organizations: Array<{ id: string; name: string }> }>(
      'GET',
      '/auth/me',
    );
  }

  /** The projects the member sees (open ones, first 200): to pick one by name. */
  projects() {
    return this.call<{ items: Array<{ id: string; name: string; screenshotIntervalMins: number }> }>(
      'GET',
      '/projects?limit=200',
    );
  }

  project(id: string) {
    return this.call<{ id: string; name: string; screenshotIntervalMins: number }>('GET', `/projects/${id}`);
  }

  /** GET /time/idle: the server's idle threshold (`thresholdSeconds`), with the caller's pending idle time. */
  idle() {
    return this.call<{ thresholdSeconds: number }>('GET', '/time/idle');
  }

  /** POST /time/idle-resolve: the answer to the idle prompt, for the running (or last) entry. */
  resolveIdle(body: { action: 'KEEP' | 'DISCARD' | 'SPLIT_OFFLINE'; idleSeconds: number; timeEntryId?: string }) {
    return this.call<{ id: string }>('POST', '/time/idle-resolve', body);
  }

  startTimer(body: { projectId?: string; notes?: string }) {
    return this.call<{ id: string; projectId: string | null }>('POST', '/time/timer/start', body);
  }

  /**
   * Keeps a timer stopped under the organization's minimum (ifShort KEEP): the tracker stops when
   * its session ends or the person says so, with nobody to ask in the moment (docs/tracker-protocol.md).
   */
  stopTimer() {
    return this.call<{ id: string }>('POST', '/time/timer/stop', { ifShort: 'KEEP' });
  }

  timer() {
    return this.call<{ running: { id: string; projectId: string | null } | null }>('GET', '/time/timer');
  }

  heartbeat(clientInfo: string) {
    return this.call<HeartbeatAnswer>('POST', '/tracker/heartbeat', { clientInfo });
  }

  uploadSlot(slot: SlotBody) {
    return this.call<{ slot: { id: string }; replayed: boolean }>('POST', '/tracker/slots', slot);
  }

  uploadBatch(slots: SlotBody[]) {
    return this.call<{ created: number; replayed: number; rejected: number; results: BatchResult[] }>(
      'POST',
      '/tracker/slots/batch',
      { slots },
    );
  }

  /** POST /screenshots as multipart/form-data: the text fields first, then the image part. */
  uploadScreenshot(fields: Record<string, string | undefined>, image: Buffer, contentType: string) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
    const extension = contentType.split('/')[1] ?? 'png';
    form.append('image', new Blob([new Uint8Array(image)], { type: contentType }), `screenshot.${extension}`);
    return this.call<{ screenshot: { id: string } }>('POST', '/screenshots', form);
  }

  /** Opens GET /tracker/commands/stream; the caller reads the event stream (see sse.ts). */
  async openCommandStream(signal: AbortSignal): Promise<ReadableStream<Uint8Array>> {
    const response = await this.fetch('GET', '/tracker/commands/stream', undefined, true, signal, {
      accept: 'text/event-stream',
    });
    if (!response.ok || !response.body) throw await errorOf(response, 'GET /tracker/commands/stream');
    return response.body;
  }

  private async call<T>(method: string, path: string, body?: unknown, authenticated = true): Promise<T> {
    const response = await this.fetch(method, path, body, authenticated, AbortSignal.timeout(this.timeoutMs));
    if (!response.ok) throw await errorOf(response, `${method} ${path}`);
    const json = (await response.json()) as { data: T };
    return json.data;
  }

  private async fetch(
    method: string,
    path: string,
    body: unknown,
    authenticated: boolean,
    signal: AbortSignal,
    extraHeaders: Record<string, string> = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { ...extraHeaders };
    if (authenticated) {
      if (!this.credentials) throw new ApiError('not signed in: run `punchclock-tracker login` first', 401);
      headers.authorization = `Bearer ${this.credentials.token}`;
      if (this.credentials.organizationId) headers['x-organization-id'] = this.credentials.organizationId;
    }
    let payload: FormData | string | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    try {
      return await fetch(`${this.baseUrl}/api/v1${path}`, { method, headers, body: payload, signal });
    } catch (error) {
      const reason =
        error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      throw new ApiError(`${method} ${path}: no answer (${reason})`, null);
    }
  }
}

async function errorOf(response: Response, what: string): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const message = (body as { message?: string } | null)?.message ?? response.statusText;
  return new ApiError(
    `${what}: ${response.status} ${message}`,
    response.status,
    response.headers.get('retry-after'),
    body,
  );
}
