/**
 * One request's conversation with an OpenAI-compatible provider, under one deadline: a failed
 * attempt (no connection, no answer in time, 429, 5xx, an empty reply) is tried again while time
 * is left, after the provider's Retry-After or a short back-off. What cannot succeed ends in a
 * ProviderFailure, which the engine answers with the built-in engine's text instead of an error.
 */
import type { ChatTool } from './chat.tools.js';

export interface ProviderSettings {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** The whole deadline of one request to the AI, every attempt and tool round included (AI_TIMEOUT_MS). */
  timeoutMs: number;
}

export interface Message {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string | null;
  tool_calls?: Array<{ id: string; type: 'function'; function: { name: string; arguments: string } }>;
  tool_call_id?: string;
}

/** Why the provider gave no usable reply, in words a reader of the answer understands. */
export class ProviderFailure extends Error {}

const FIRST_BACKOFF_MS = 250;
const MAX_BACKOFF_MS = 4_000;
/** An attempt shorter than this is not worth starting. */
const MIN_ATTEMPT_MS = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryAfterMs(response: Response): number | null {
  const header = response.headers.get('retry-after');
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

/** A usable reply: tool calls, or text that is not blank. */
function usable(message: Message | undefined): message is Message {
  return !!message && (!!message.tool_calls?.length || !!message.content?.trim());
}

/** A deadline for one request; `complete` sends messages within what is left of it. */
export function providerClient(settings: ProviderSettings) {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;

  async function attempt(messages: Message[], tools: readonly ChatTool[] | undefined, timeoutMs: number) {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        messages,
        ...(tools ? { tools: tools.map((tool) => ({ type: 'function', function: tool })) } : {}),
        temperature: 0.2,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await response.json().catch(() => null)) as { choices?: Array<{ message?: Message }> } | null;
    return { response, message: body?.choices?.[0]?.message };
  }

  return {
    deadline: () => Date.now() + settings.timeoutMs,

    async complete(messages: Message[], deadline: number, tools?: readonly ChatTool[]): Promise<Message> {
      let last = 'did not answer';
      for (let tries = 0; ; tries += 1) {
        const left = deadline - Date.now();
        if (left < MIN_ATTEMPT_MS) {
          throw new ProviderFailure(
            `the AI provider gave no usable answer within ${settings.timeoutMs} ms (it ${last})`,
          );
        }
        let wait = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** tries);
        try {
          const { response, message } = await attempt(messages, tools, left);
          if (response.ok && usable(message)) return message;
          if (response.ok) last = 'replied with nothing';
          else {
            last = `answered ${response.status}`;
            // A request the provider refuses as such (bad key, unknown model) fails the same way again.
            if (response.status < 500 && response.status !== 429) throw new ProviderFailure(`the AI provider ${last}`);
            wait = retryAfterMs(response) ?? wait;
          }
        } catch (error) {
          if (error instanceof ProviderFailure) throw error;
          const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
          last = timedOut ? 'did not answer in time' : 'could not be reached';
        }
        await sleep(Math.max(0, Math.min(wait, deadline - Date.now() - MIN_ATTEMPT_MS)));
      }
    },
  };
}
