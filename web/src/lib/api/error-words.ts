// What a person reads for an API error: the web app's own words for its code (i18n/en/errors.ts),
// with the details that help filled in on the reader's clocks: the entry an overlap clashes with,
// the fields a validation error names. The API's message and hint are for developers; they are
// shown only for a code this build has no words for (a newer server).
import { missingOf, requirementMessage, type RequiredField } from '../entry-rules-words';
import { format as browserFormat, type Formatters } from '../format';
import { t, type MessageKey } from '../i18n';

export interface ErrorWords {
  message: string;
  hint: string;
}

interface Clash {
  startTime: string;
  endTime: string | null;
}

const isClash = (value: unknown): value is Clash =>
  typeof value === 'object' && value !== null && typeof (value as Clash).startTime === 'string';

/** " (08:45–12:00 on Nov 30, 2026)": the other entry, in the reader's zone. */
function clashOf(details: unknown, format: Formatters): string {
  const clash = (details as { conflictingEntry?: unknown } | null)?.conflictingEntry;
  if (!isClash(clash)) return '';
  const end = clash.endTime ? format.time(clash.endTime) : t('errorWords.stillRunning');
  return t('errorWords.clash', { from: format.time(clash.startTime), to: end, date: format.date(clash.startTime) });
}

/** "startTime" → "start time": a field's name as words, its place in the request left out. */
export function fieldWords(field: string): string {
  const name =
    field
      .replace(/^(body|querystring|params)\./, '')
      .split('.')
      .at(-1) ?? field;
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

/** ": start time, end time" for the fields a validation error names; empty without any. */
function fieldsOf(details: unknown): string {
  if (!Array.isArray(details)) return '';
  const fields = [
    ...new Set(
      details.flatMap((problem: { field?: unknown }) => (typeof problem.field === 'string' ? [problem.field] : [])),
    ),
  ].map(fieldWords);
  return fields.length ? t('errorWords.fields', { fields: fields.join(', ') }) : '';
}

const REQUIRED_BY_CODE: Record<string, RequiredField> = {
  PROJECT_REQUIRED: 'project',
  TASK_REQUIRED: 'task',
  NOTES_REQUIRED: 'notes',
};

/** "A project and notes are required …" for a refusal of what the organization requires; empty for any other. */
function requiredOf(code: string, details: unknown): string {
  const field = REQUIRED_BY_CODE[code];
  return field ? requirementMessage(missingOf(details, field)) : '';
}

/** The words for an error of `code`, or `fallback` (the server's) when this build has none. */
export function errorWords(
  code: string,
  details: unknown,
  fallback: ErrorWords,
  format: Formatters = browserFormat,
): ErrorWords {
  const messageKey = `errorMessages.${code}` as MessageKey;
  const message = t(messageKey, {
    fields: fieldsOf(details),
    clash: clashOf(details, format),
    required: requiredOf(code, details),
  });
  if (message === messageKey) return fallback;
  return { message, hint: t(`errorHints.${code}` as MessageKey) };
}
