// The client form's values as typed (text for the rate, so a half-typed "12." is kept), the body
// POST/PATCH /clients take, and where each refusal of the server belongs in the form.
import { ApiError } from '../../lib/api';
import { t } from '../../lib/i18n';
import { fieldProblems } from '../projects';

export interface ClientFormValues {
  name: string;
  contactEmail: string;
  currency: string;
  defaultBillRate: string;
  taxId: string;
  billingAddress: string;
  notes: string;
}

export type ClientField = keyof ClientFormValues;
const FIELDS: readonly ClientField[] = [
  'name',
  'contactEmail',
  'currency',
  'defaultBillRate',
  'taxId',
  'billingAddress',
  'notes',
];

export const NEW_CLIENT_VALUES: ClientFormValues = {
  name: '',
  contactEmail: '',
  currency: 'USD',
  defaultBillRate: '',
  taxId: '',
  billingAddress: '',
  notes: '',
};

interface ClientDetails {
  name: string;
  contactEmail: string | null;
  currency: string;
  defaultBillRate: number | null;
  taxId: string | null;
  billingAddress: string | null;
  notes: string | null;
}

export function clientFormValuesOf(client: ClientDetails): ClientFormValues {
  return {
    name: client.name,
    contactEmail: client.contactEmail ?? '',
    currency: client.currency,
    defaultBillRate: client.defaultBillRate === null ? '' : String(client.defaultBillRate),
    taxId: client.taxId ?? '',
    billingAddress: client.billingAddress ?? '',
    notes: client.notes ?? '',
  };
}

const orNull = (text: string) => text.trim() || null;

/** The body for both POST and PATCH: the whole form, empty optional fields cleared (null). */
export function clientBody(values: ClientFormValues) {
  const rate = values.defaultBillRate.trim();
  return {
    name: values.name,
    contactEmail: orNull(values.contactEmail),
    currency: values.currency,
    // A comma is read as the decimal mark; not a number stays NaN for the server to name.
    defaultBillRate: rate === '' ? null : Number(rate.replace(',', '.')),
    taxId: orNull(values.taxId),
    billingAddress: orNull(values.billingAddress),
    notes: orNull(values.notes),
  };
}

type PlacedErrors = ReturnType<typeof fieldProblems<ClientField>>;

/** Where the server's refusal goes: a name an active client has at the name, the rest by `details[].field`. */
export function placeClientErrors(error: unknown): PlacedErrors {
  if (error instanceof ApiError && error.code === 'ALREADY_EXISTS')
    return { fields: { name: t('clients.nameTaken') }, unplaced: false };
  return fieldProblems(error, FIELDS);
}
