// The AI screen's sections, in tab order, and which one an address asks for.
export const AI_TABS = ['daily', 'overview', 'work-day', 'weekly', 'chat'] as const;
export type AiTab = (typeof AI_TABS)[number];

/** The tab `?tab=` names when the person may use it, else the first they may. */
export function tabOf(wanted: string | undefined, allowed: readonly AiTab[]): AiTab {
  return allowed.find((tab) => tab === wanted) ?? allowed[0] ?? 'daily';
}

/** The /ai route's search: only a known tab name survives. */
export function validateAiSearch(search: Record<string, unknown>): { tab?: AiTab } {
  const tab = AI_TABS.find((known) => known === search.tab);
  return tab ? { tab } : {};
}
