// What a time entry needs in this organization (Settings → Time entries): the same rule and the
// same words as the server's (src/modules/time/entries/entry-rules.rules.ts), so a form can say what
// is missing before it sends, exactly as the server would answer.
import { ApiError } from './api';
import { requirementMessage, type RequiredField } from './entry-rules-words';

export { requirementMessage } from './entry-rules-words';

export interface EntryRules {
  requireProject: boolean;
  requireTask: boolean;
  requireNotes: boolean;
  minimumTimerSeconds: number;
}

/** Until the settings have loaded nothing is asked for: the server still refuses what it must. */
export const NO_ENTRY_RULES: EntryRules = {
  requireProject: false,
  requireTask: false,
  requireNotes: false,
  minimumTimerSeconds: 0,
};

/** The required fields a form lacks (empty strings: not chosen), in the form's order. */
export function missingFields(
  rules: EntryRules,
  entry: { projectId: string; taskId: string; notes: string },
): RequiredField[] {
  const missing: RequiredField[] = [];
  if (rules.requireProject && entry.projectId === '') missing.push('project');
  if (rules.requireTask && entry.taskId === '') missing.push('task');
  if (rules.requireNotes && entry.notes.trim() === '') missing.push('notes');
  return missing;
}

const CODES = { project: 'PROJECT_REQUIRED', task: 'TASK_REQUIRED', notes: 'NOTES_REQUIRED' } as const;

/**
 * The refusal a form shows before sending: the server's answer as it would come (its code, its
 * `details.missing`), so it reads in the same words; null when nothing is missing.
 */
export function requirementError(missing: readonly RequiredField[]): ApiError | null {
  if (missing.length === 0) return null;
  return new ApiError(400, {
    code: CODES[missing[0]!],
    message: requirementMessage(missing),
    hint: '',
    details: { missing },
  });
}
