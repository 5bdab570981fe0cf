/**
 * Leaner tool answers for the payloads that grow with the data (docs/mcp.md, "Results"). An agent
 * pays for every byte of a tool answer in its context window, so fields that only serve a UI or
 * bookkeeping are left out; every id stays, so the agent can still name any record to another
 * tool. What the route decides (which entries, which rates) is untouched: this only drops keys.
 */

/** Record bookkeeping no agent question is about; `startTime`/`endTime` say when the work was. */
const ENTRY_BOOKKEEPING = new Set(['createdAt', 'updatedAt']);

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One time entry without its bookkeeping and without null fields: an absent taskId, endTime,
 * rejectionReason or rate reads as none (a rate the role may not see is null in the API, so it is
 * absent here too), and an entry is about half the size.
 */
export function compactEntry(entry: unknown): unknown {
  if (!isRecord(entry)) return entry;
  const compact: Json = {};
  for (const [key, value] of Object.entries(entry))
    if (value !== null && !ENTRY_BOOKKEEPING.has(key)) compact[key] = value;
  return compact;
}

/** A page of entries (`{ items, nextCursor }`), each compacted; nextCursor stays, null included. */
export function compactEntryPage(page: unknown): unknown {
  if (!isRecord(page) || !Array.isArray(page.items)) return page;
  return { ...page, items: page.items.map(compactEntry) };
}

/** The running-timer answer (`{ running: entry | null }`). */
export function compactRunning(answer: unknown): unknown {
  if (!isRecord(answer) || !isRecord(answer.running)) return answer;
  return { ...answer, running: compactEntry(answer.running) };
}
