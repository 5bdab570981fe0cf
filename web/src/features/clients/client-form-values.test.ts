import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { en } from '../../lib/i18n/en';
import { clientBody, clientFormValuesOf, NEW_CLIENT_VALUES, placeClientErrors } from './client-form-values';

describe('the client form', () => {
  it('turns a client into form values and back into a body, clearing empty fields', () => {
    const values = clientFormValuesOf({
      name: 'Acme',
      contactEmail: null,
      currency: 'EUR',
      defaultBillRate: 120.5,
      taxId: 'DE123',
      billingAddress: null,
      notes: null,
    });
    expect(values).toMatchObject({ contactEmail: '', defaultBillRate: '120.5', billingAddress: '' });
    expect(clientBody({ ...values, notes: '  ' })).toEqual({
      name: 'Acme',
      contactEmail: null,
      currency: 'EUR',
      defaultBillRate: 120.5,
      taxId: 'DE123',
      billingAddress: null,
      notes: null,
    });
  });

  it('reads a comma as the decimal mark and an empty rate as none', () => {
    expect(clientBody({ ...NEW_CLIENT_VALUES, defaultBillRate: '12,5' }).defaultBillRate).toBe(12.5);
    expect(clientBody(NEW_CLIENT_VALUES).defaultBillRate).toBeNull();
    expect(clientBody({ ...NEW_CLIENT_VALUES, defaultBillRate: 'abc' }).defaultBillRate).toBeNaN();
  });

  it('puts a name in use at the name field, and validation problems at theirs', () => {
    const taken = new ApiError(409, { code: 'ALREADY_EXISTS', message: 'Name taken', hint: 'Choose another' });
    expect(placeClientErrors(taken)).toEqual({
      fields: { name: 'Another client already has this name: choose another, or open that client.' },
      unplaced: false,
    });
    const invalid = new ApiError(400, {
      code: 'VALIDATION_ERROR',
      message: 'Invalid',
      hint: 'Fix',
      details: [{ field: 'body.currency', message: 'must be an ISO 4217 currency code' }],
    });
    expect(placeClientErrors(invalid).fields).toEqual({ currency: en.fieldRules.currency });
  });
});
