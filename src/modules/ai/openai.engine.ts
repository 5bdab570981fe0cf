import type { Weekday } from '../../platform/dates.js';
import { AppError, errors } from '../../platform/http/errors.js';
import { builtinEngine } from './builtin.engine.js';
import type { ChatTool } from './chat.tools.js';
import type { AiEngine, Artefact, ChatAnswer, ToolRunner } from './engine.js';
import { ungroundedNumbers } from './grounding.rules.js';

interface OpenAiSettings {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

interface Message {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string | null;
  tool_calls?: Array<{ id: string; type: 'function'; function: { name: string; arguments: string } }>;
  tool_call_id?: string;
}

const MAX_TOOL_ROUNDS = 5;

const WRITER =
  'You write short, clear workforce reports for a team lead. Use only the facts in the JSON you are given; ' +
  'copy every number exactly as it appears there and never compute, estimate or invent another. ' +
  'Plain prose and short lists; no tables.';

const CHAT =
  "You answer questions about one organization's time, projects, people and money. Call the tools to get " +
  'figures; state only numbers that a tool returned, exactly as returned. If the tools cannot answer, say so plainly. ' +
  "Today is {today} (the asker's local day; tool days are local days too).";

const INSTRUCTIONS: Record<Artefact['kind'], string> = {
  'daily-summary':
    'Write a daily stand-up summary of this day: what each person worked on, totals and notable changes.',
  overview:
    'Write an executive overview: figures, top projects, each developer, notable changes, overtime and idle patterns, inferred skills.',
  'work-day':
    "Reconstruct each person's work day as a task list with times, from these entries, notes, activity and " +
    'screenshots (how many back each task, when they were taken, blurred or requested live).',
  'weekly-report': 'Write the weekly report: overview, projects, developers, skills, notable changes.',
};

/** A model's tool arguments; malformed JSON counts as none. */
function parseArguments(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text || '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** An OpenAI-compatible chat completions client; failures become 502/503 in the error shape. */
export function openAiEngine(settings: OpenAiSettings): AiEngine {
  async function complete(messages: Message[], tools?: readonly ChatTool[]): Promise<Message> {
    let response: Response;
    try {
      response = await fetch(`${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
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
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw errors.unavailable(
        timedOut
          ? `The AI provider did not answer within ${settings.timeoutMs} ms`
          : 'The AI provider could not be reached',
        'Retry in a moment; the operator can check AI_BASE_URL or switch to AI_PROVIDER=builtin.',
      );
    }
    const body = (await response.json().catch(() => null)) as { choices?: Array<{ message?: Message }> } | null;
    const message = body?.choices?.[0]?.message;
    if (!response.ok || !message) {
      throw new AppError(
        'AI_PROVIDER_ERROR',
        `The AI provider answered ${response.status}${response.ok ? ' without a message' : ''}`,
        'Retry later; the operator can check AI_API_KEY and AI_MODEL, or switch to AI_PROVIDER=builtin.',
      );
    }
    return message;
  }

  return {
    name: `openai:${settings.model}`,
    async write(artefact) {
      const message = await complete([
        { role: 'system', content: WRITER },
        { role: 'user', content: `${INSTRUCTIONS[artefact.kind]}\n\nFacts:\n${JSON.stringify(artefact.facts)}` },
      ]);
      return message.content ?? '';
    },

    async chat(
      question: string,
      tools: readonly ChatTool[],
      run: ToolRunner,
      today: string,
      firstDayOfWeek?: Weekday,
    ): Promise<ChatAnswer> {
      const messages: Message[] = [
        { role: 'system', content: CHAT.replace('{today}', today) },
        { role: 'user', content: question },
      ];
      const toolCalls: ChatAnswer['toolCalls'] = [];
      for (let round = 0; round < MAX_TOOL_ROUNDS; round++) {
        const reply = await complete(messages, tools);
        if (!reply.tool_calls?.length) {
          const answer = reply.content ?? '';
          const sources = [question, today, ...toolCalls.map((call) => JSON.stringify(call.result))];
          if (ungroundedNumbers(answer, sources).length === 0) return { answer, toolCalls };
          // A figure no tool gave: the model's answer is not shown; the built-in engine answers instead.
          const fallback = await builtinEngine.chat(question, tools, run, today, firstDayOfWeek);
          return {
            answer: `${fallback.answer}\n(The AI provider's answer held figures no tool returned, so the built-in engine answered.)`,
            toolCalls: [...toolCalls, ...fallback.toolCalls],
            fallback: true,
          };
        }
        messages.push({ role: 'assistant', content: reply.content ?? null, tool_calls: reply.tool_calls });
        for (const call of reply.tool_calls) {
          const args = parseArguments(call.function.arguments);
          const result = await run(call.function.name, args);
          toolCalls.push({ tool: call.function.name, arguments: args, result });
          messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
        }
      }
      throw new AppError(
        'AI_PROVIDER_ERROR',
        `The AI provider kept calling tools after ${MAX_TOOL_ROUNDS} rounds`,
        'Ask a narrower question.',
      );
    },
  };
}
