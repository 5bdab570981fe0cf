// A VALIDATION_ERROR's `details` name each bad field ("body.totalBudget", "body.assignedUserIds.0"):
// a form shows each problem at its field, and the refusal whole when part of it fits no field.
import { ApiError } from '../../lib/api';

function isFieldProblem(value: unknown): value is { field: string; message: string } {
  const problem = value as { field?: unknown; message?: unknown } | null;
  return typeof problem?.field === 'string' && typeof problem.message === 'string';
}

export function fieldProblems<Field extends string>(
  error: unknown,
  known: readonly Field[],
): { fields: Partial<Record<Field, string>>; unplaced: boolean } {
  const details = error instanceof ApiError && Array.isArray(error.details) ? error.details.filter(isFieldProblem) : [];
  const fields: Partial<Record<Field, string>> = {};
  let unplaced = details.length === 0;
  for (const problem of details) {
    const name = problem.field.replace(/^body\.?/, '').split('.')[0] as Field;
    if (known.includes(name)) fields[name] ??= problem.message;
    else unplaced = true;
  }
  return { fields, unplaced };
}
