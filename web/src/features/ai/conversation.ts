// The chat's turns in sessionStorage: kept while the tab is open, never shared with other tabs or
// kept after it closes (an answer may hold the team's figures), and one conversation per
// organization so switching never shows another organization's answers.
export type ChatTurn =
  | { role: 'you'; text: string }
  | { role: 'ai'; text: string; engine: string }
  | { role: 'error'; text: string; hint: string };

const keyOf = (organizationId: string | null) => `punchclock.ai.chat.${organizationId ?? 'none'}`;

const storage = () => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

export function loadConversation(organizationId: string | null): ChatTurn[] {
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(keyOf(organizationId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isTurn) : [];
  } catch {
    return [];
  }
}

export function saveConversation(organizationId: string | null, turns: readonly ChatTurn[]) {
  try {
    storage()?.setItem(keyOf(organizationId), JSON.stringify(turns));
  } catch {
    // A full or blocked storage only loses the history on reload; the chat still works.
  }
}

function isTurn(value: unknown): value is ChatTurn {
  if (typeof value !== 'object' || value === null) return false;
  const turn = value as Record<string, unknown>;
  if (typeof turn.text !== 'string') return false;
  if (turn.role === 'you') return true;
  if (turn.role === 'ai') return typeof turn.engine === 'string';
  return turn.role === 'error' && typeof turn.hint === 'string';
}
