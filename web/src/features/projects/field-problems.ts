// A VALIDATION_ERROR's `details` name each bad field ("body.totalBudget", "body.assignedUserIds.0"):
// a form shows each problem at its field, in the form's own words for that field (the server's
// text is for developers), and the refusal whole when part of it fits no field.
import { ApiError } from '../../lib/api';
import { t } from '../../lib/i18n';
import type { fieldRuleMessages } from '../../lib/i18n/en/field-rules';

/** The fields whose rules have words of their own. */
type RuledField = keyof typeof fieldRuleMessages.fieldRules;

interface Placed<Field extends string> {
  fields: Partial<Record<Field, string>>;
  unplaced: boolean;
}

function isFieldProblem(value: unknown): value is { field: string } {
  return typeof (value as { field?: unknown } | null)?.field === 'string';
}

/** A field's rule in the words of `fieldRules` (en/field-rules.ts). */
export const ruleOf = (field: RuledField) => t(`fieldRules.${field}`);

/**
 * Refusals placed at the `known` fields, each in the words of its rule (`words`, by default
 * `fieldRules.<field>`); `unplaced` when some of the refusal fits no field.
 */
export function fieldProblems<Field extends RuledField>(error: unknown, known: readonly Field[]): Placed<Field>;
export function fieldProblems<Field extends string>(
  error: unknown,
  known: readonly Field[],
  words: (field: Field) => string,
): Placed<Field>;
export function fieldProblems<Field extends string>(
  error: unknown,
  known: readonly Field[],
  words: (field: Field) => string = (field) => ruleOf(field as unknown as RuledField),
): Placed<Field> {
  const details = error instanceof ApiError && Array.isArray(error.details) ? error.details.filter(isFieldProblem) : [];
  const fields: Partial<Record<Field, string>> = {};
  let unplaced = details.length === 0;
  for (const problem of details) {
    const name = problem.field.replace(/^body\.?/, '').split('.')[0] as Field;
    if (known.includes(name)) fields[name] = words(name);
    else unplaced = true;
  }
  return { fields, unplaced };
}
