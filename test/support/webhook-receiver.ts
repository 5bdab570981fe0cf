import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface ReceivedWebhook {
  path: string;
  headers: Record<string, string>;
  body: string;
  json: { id: string; type: string; timestamp: string; organizationId: string; data: Record<string, unknown> };
}

/** What the receiver answers on a path: a status, or `hang` (never answers). */
type Behaviour = number | 'hang';

/**
 * A real loopback HTTP server standing in for a subscriber: records every POST, and answers each
 * path as told (200 by default; a list is used up one answer per request, then 200).
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  /** Requests answered `hang`: arrived, never answered. */
  const held: ReceivedWebhook[] = [];
  const behaviours = new Map<string, Behaviour[]>();
  const hanging = new Set<ServerResponse>();
  const waiters: Array<() => void> = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const body = Buffer.concat(chunks).toString('utf8');
      const queue = behaviours.get(path);
      const behaviour: Behaviour = queue && queue.length > 1 ? queue.shift()! : (queue?.[0] ?? 200);
      const webhook = {
        path,
        headers: flatten(request.headers),
        body,
        json: JSON.parse(body) as ReceivedWebhook['json'],
      };
      (behaviour === 'hang' ? held : received).push(webhook);
      for (const wake of waiters.splice(0)) wake();
      if (behaviour === 'hang') hanging.add(response);
      else response.writeHead(behaviour).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    held,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    /** Answers on `path`, one per request; the last one sticks. */
    answer(path: string, ...answers: Behaviour[]) {
      behaviours.set(path, answers);
    },
    on: (path: string) => received.filter((hook) => hook.path === path),
    async waitFor(predicate: () => boolean, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate()) {
        if (Date.now() > deadline) throw new Error('the webhook did not arrive in time');
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

function flatten(headers: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]),
  );
}
