// The words for what a time entry lacks, as the server says them
// (src/modules/time/entries/entry-rules.rules.ts): "A project and notes are required for time in
// this organization." Apart from entry-rules.ts, so the API's error words can use them too.
import { t } from './i18n';

export type RequiredField = 'project' | 'task' | 'notes';

const NAME_KEYS = {
  project: 'entryRules.aProject',
  task: 'entryRules.aTask',
  notes: 'entryRules.notes',
} as const;

const isField = (value: unknown): value is RequiredField =>
  value === 'project' || value === 'task' || value === 'notes';

/** The fields a refusal's `details.missing` names; `fallback` when it names none. */
export function missingOf(details: unknown, fallback: RequiredField): RequiredField[] {
  const missing = (details as { missing?: unknown } | null)?.missing;
  const fields = Array.isArray(missing) ? missing.filter(isField) : [];
  return fields.length > 0 ? fields : [fallback];
}

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
