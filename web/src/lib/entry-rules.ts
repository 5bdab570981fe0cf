// What a time entry needs in this organization (Settings → Time entries): the same rule and the
// same words as the server's (src/modules/time/entries/entry-rules.rules.ts), so a form can say what
// is missing before it sends, exactly as the server would answer.
import { ApiError } from './api';
import { t } from './i18n';

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

type RequiredField = 'project' | 'task' | 'notes';

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

const NAME_KEYS = {
  project: 'entryRules.aProject',
  task: 'entryRules.aTask',
  notes: 'entryRules.notes',
} as const;

/** "A project is required …", "A project, a task and notes are required …". */
export function requirementMessage(missing: readonly RequiredField[]): string {
  const names = missing.map((field) => t(NAME_KEYS[field]));
  const list =
    names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} ${t('entryRules.and')} ${names.at(-1)}`;
  const what = `${list.charAt(0).toUpperCase()}${list.slice(1)}`;
  return missing.length === 1 && missing[0] !== 'notes'
    ? t('entryRules.isRequired', { what })
    : t('entryRules.areRequired', { what });
}

/** The refusal a form shows before sending, as the server's answer would read; null when nothing is missing. */
export function requirementError(missing: readonly RequiredField[]): ApiError | null {
  if (missing.length === 0) return null;
  return new ApiError(400, { code: 'REQUIRED', message: requirementMessage(missing), hint: t('entryRules.hint') });
}
