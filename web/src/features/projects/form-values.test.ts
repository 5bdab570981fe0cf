import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { clientOfName } from './client-picker';
import { en } from '../../lib/i18n/en';
import { formValuesOf, missingNumbers, NEW_PROJECT, placeErrors, projectBody } from './form-values';

const validation = (details: unknown) =>
  new ApiError(400, { code: 'VALIDATION_ERROR', message: 'Invalid request', hint: 'Correct the fields', details });

describe('the project form', () => {
  it('turns a project into form values and back into a body', () => {
    const values = formValuesOf({
      name: 'Engine',
      clientId: 'c1',
      clientName: 'Royal Society',
      code: 'AE',
      description: null,
      budgetType: 'FIXED',
      totalBudget: 1500.5,
      hourlyBillRate: null,
      screenshotIntervalMins: 10,
      blurScreenshots: true,
      billableByDefault: false,
      assignedUserIds: ['u1'],
    });
    expect(values).toMatchObject({ description: '', totalBudget: '1500.5', hourlyBillRate: '' });
    expect(projectBody(values)).toEqual({
      name: 'Engine',
      clientId: 'c1',
      code: 'AE',
      description: null,
      budgetType: 'FIXED',
      totalBudget: 1500.5,
      hourlyBillRate: null,
      screenshotIntervalMins: 10,
      blurScreenshots: true,
      billableByDefault: false,
      assignedUserIds: ['u1'],
    });
  });

  it('names a new client by the name typed, and no client by the (empty) name', () => {
    const body = projectBody({ ...NEW_PROJECT, clientName: 'Acme' });
    expect(body).toMatchObject({ clientName: 'Acme' });
    expect(body).not.toHaveProperty('clientId');
    expect(projectBody(NEW_PROJECT)).toMatchObject({ clientName: '' });
  });

  it('picks the client a typed name is, ignoring case, keeping the project’s own archived client', () => {
    const clients = [{ id: 'c1', name: 'Acme' }];
    expect(clientOfName(' acme ', clients, null)).toBe('c1');
    expect(clientOfName('Acme Two', clients, null)).toBe('');
    expect(clientOfName('Old Co', clients, { clientId: 'c0', clientName: 'Old Co' })).toBe('c0');
    expect(clientOfName('', clients, null)).toBe('');
  });

  it('reads a comma as the decimal mark and keeps nonsense as NaN for the server to refuse', () => {
    const body = projectBody({ ...NEW_PROJECT, totalBudget: '12,5', hourlyBillRate: 'abc' });
    expect(body.totalBudget).toBe(12.5);
    expect(body.hourlyBillRate).toBeNaN();
  });

  it('names required numbers left empty', () => {
    expect(missingNumbers({ ...NEW_PROJECT, screenshotIntervalMins: ' ' })).toEqual([
      'totalBudget',
      'screenshotIntervalMins',
    ]);
    expect(missingNumbers({ ...NEW_PROJECT, totalBudget: '4' })).toEqual([]);
  });
});

describe('placeErrors', () => {
  it('puts each problem at the field the server names, in the form’s words for that field', () => {
    const placed = placeErrors(
      validation([
        { field: 'body.totalBudget', message: 'must have at most 2 decimals' },
        { field: 'body.totalBudget', message: 'second' },
        { field: 'body.assignedUserIds.0', message: 'Invalid UUID' },
      ]),
    );
    expect(placed).toEqual({
      fields: { totalBudget: en.fieldRules.totalBudget, assignedUserIds: en.fieldRules.assignedUserIds },
      unplaced: false,
    });
  });

  it('leaves whole what names no field of the form', () => {
    expect(placeErrors(validation([{ field: 'body', message: 'send at least one field' }])).unplaced).toBe(true);
    expect(placeErrors(validation(undefined))).toEqual({ fields: {}, unplaced: true });
    expect(placeErrors(new Error('boom'))).toEqual({ fields: {}, unplaced: true });
  });

  it('puts a code already in use at the code field', () => {
    const taken = new ApiError(409, { code: 'PROJECT_CODE_TAKEN', message: 'Code taken', hint: 'Choose another' });
    expect(placeErrors(taken)).toEqual({
      fields: { code: 'Another project already uses this code.' },
      unplaced: false,
    });
  });
});
