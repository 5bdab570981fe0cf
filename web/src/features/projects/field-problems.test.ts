import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { en } from '../../lib/i18n/en';
import { fieldProblems } from './field-problems';

const refusal = (details: unknown) =>
  new ApiError(400, {
    code: 'VALIDATION_ERROR',
    message: 'Invalid request',
    hint: 'Correct the fields named in details and retry.',
    details,
  });

describe('fieldProblems', () => {
  it('places each refusal at its field in the form’s words, never the server’s', () => {
    const placed = fieldProblems(
      refusal([
        { field: 'body.totalBudget', message: 'Too big: expected number to be <=9999999999' },
        { field: 'body.assignedUserIds.3', message: 'Invalid UUID' },
      ]),
      ['totalBudget', 'assignedUserIds', 'name'] as const,
    );
    expect(placed).toEqual({
      fields: { totalBudget: en.fieldRules.totalBudget, assignedUserIds: en.fieldRules.assignedUserIds },
      unplaced: false,
    });
  });

  it('says a refusal that fits no field of the form is unplaced, to be shown whole', () => {
    expect(fieldProblems(refusal([{ field: 'querystring.cursor', message: 'bad' }]), ['name'] as const).unplaced).toBe(
      true,
    );
    expect(fieldProblems(refusal(undefined), ['name'] as const)).toEqual({ fields: {}, unplaced: true });
  });

  it('takes a form’s own words for a field without a shared rule', () => {
    const placed = fieldProblems(
      refusal([{ field: 'body.sharePassword', message: 'must be at least 8 characters' }]),
      ['sharePassword'] as const,
      () => 'Use 8 or more characters.',
    );
    expect(placed.fields.sharePassword).toBe('Use 8 or more characters.');
  });
});
