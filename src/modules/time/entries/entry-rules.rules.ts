/**
 * What a time entry needs, as the organization decides (docs/time-tracking.md, "What time needs"):
 * a project, a task, notes, and the shortest timer saved without asking. Pure: no database, no clock.
 */

interface EntryRequirements {
  requireProject: boolean;
  /** A task belongs to a project, so a task also needs one. */
  requireTask: boolean;
  requireNotes: boolean;
}

export type RequiredField = 'project' | 'task' | 'notes';

/** What an entry carries, as it is or would be saved. */
export interface EntryFields {
  projectId: string | null;
  taskId: string | null;
  notes: string | null;
}

const hasNotes = (notes: string | null) => notes !== null && notes.trim() !== '';

/** The required fields the entry lacks, in the order a form asks for them: project, task, notes. */
export function missingFields(rules: EntryRequirements, entry: EntryFields): RequiredField[] {
  const missing: RequiredField[] = [];
  if (rules.requireProject && entry.projectId === null) missing.push('project');
  if (rules.requireTask && entry.taskId === null) missing.push('task');
  if (rules.requireNotes && !hasNotes(entry.notes)) missing.push('notes');
  return missing;
}

/**
 * The required fields a change would take away: missing after it, present before. An entry that
 * already lacked a field (recorded before the rule was switched on) can still be changed otherwise.
 */
export function clearedFields(rules: EntryRequirements, before: EntryFields, after: EntryFields): RequiredField[] {
  const lacking = new Set(missingFields(rules, before));
  return missingFields(rules, after).filter((field) => !lacking.has(field));
}

const NAMES: Record<RequiredField, string> = { project: 'a project', task: 'a task', notes: 'notes' };

/**
 * The refusal's words, for people: "A project is required for time in this organization", "A
 * project, a task and notes are required …". The web app says the same (web/src/lib/entry-rules.ts).
 */
export function requirementMessage(missing: readonly RequiredField[]): string {
  const names = missing.map((field) => NAMES[field]);
  const list = names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  const verb = missing.length === 1 && missing[0] !== 'notes' ? 'is' : 'are';
  return `${list.charAt(0).toUpperCase()}${list.slice(1)} ${verb} required for time in this organization`;
}

/** What the caller asks for a timer stopped under the minimum: ASK (refuse, nothing changes), KEEP or DISCARD. */
type IfShort = 'ASK' | 'KEEP' | 'DISCARD';

/** Whether a timer that ran `elapsedSeconds` is under the organization's minimum (0: none). */
export function isShortTimer(elapsedSeconds: number, minimumSeconds: number): boolean {
  return minimumSeconds > 0 && elapsedSeconds < minimumSeconds;
}

/** What a stop does: a timer at or over the minimum is always kept; under it, what the caller asked. */
export function stopOutcome(elapsedSeconds: number, minimumSeconds: number, ifShort: IfShort): IfShort {
  return isShortTimer(elapsedSeconds, minimumSeconds) ? ifShort : 'KEEP';
}

/** "3 seconds", "1 minute", "1 minute 30 seconds": a span of seconds in the refusal's words. */
export function secondsInWords(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const unit = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  if (minutes === 0) return unit(rest, 'second');
  return rest === 0 ? unit(minutes, 'minute') : `${unit(minutes, 'minute')} ${unit(rest, 'second')}`;
}
