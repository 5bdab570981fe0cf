// The project form's values as typed (text for numbers, so a half-typed "12." is kept), the body
// POST/PUT /projects take, and where each refusal of the server belongs in the form.
import { ApiError } from '../../lib/api';
import { fieldProblems } from './field-problems';

export interface ProjectFormValues {
  name: string;
  /** The client `clientName` picks (client-picker.tsx); empty: a new client of that name. */
  clientId: string;
  clientName: string;
  code: string;
  description: string;
  budgetType: 'FIXED' | 'HOURLY';
  totalBudget: string;
  hourlyBillRate: string;
  screenshotIntervalMins: string;
  blurScreenshots: boolean;
  billableByDefault: boolean;
  assignedUserIds: string[];
}

export type ProjectField = keyof ProjectFormValues;
const FIELDS: readonly ProjectField[] = [
  'name',
  'clientId',
  'clientName',
  'code',
  'description',
  'budgetType',
  'totalBudget',
  'hourlyBillRate',
  'screenshotIntervalMins',
  'blurScreenshots',
  'billableByDefault',
  'assignedUserIds',
];

export const NEW_PROJECT: ProjectFormValues = {
  name: '',
  clientId: '',
  clientName: '',
  code: '',
  description: '',
  budgetType: 'HOURLY',
  totalBudget: '',
  hourlyBillRate: '',
  screenshotIntervalMins: '10',
  blurScreenshots: false,
  billableByDefault: true,
  assignedUserIds: [],
};

interface ProjectSettings {
  name: string;
  clientId: string;
  clientName: string;
  code: string;
  description: string | null;
  budgetType: 'FIXED' | 'HOURLY';
  totalBudget: number | null;
  hourlyBillRate: number | null;
  screenshotIntervalMins: number;
  blurScreenshots: boolean;
  billableByDefault: boolean;
  assignedUserIds: string[];
}

export function formValuesOf(project: ProjectSettings): ProjectFormValues {
  return {
    name: project.name,
    clientId: project.clientId,
    clientName: project.clientName,
    code: project.code,
    description: project.description ?? '',
    budgetType: project.budgetType,
    totalBudget: project.totalBudget === null ? '' : String(project.totalBudget),
    hourlyBillRate: project.hourlyBillRate === null ? '' : String(project.hourlyBillRate),
    screenshotIntervalMins: String(project.screenshotIntervalMins),
    blurScreenshots: project.blurScreenshots,
    billableByDefault: project.billableByDefault,
    assignedUserIds: [...project.assignedUserIds],
  };
}

/** A typed number; a comma is read as the decimal mark. Not a number stays NaN for the server to name. */
function numberOf(text: string): number {
  return Number(text.trim().replace(',', '.'));
}

/**
 * The body for both POST and PUT (PUT takes any subset; the whole form is sent, so a change of
 * budget type always travels with its amount). Empty optional fields clear them.
 */
export function projectBody(values: ProjectFormValues) {
  return {
    name: values.name,
    // A picked client by id; otherwise the typed name, which the server resolves or creates.
    ...(values.clientId ? { clientId: values.clientId } : { clientName: values.clientName }),
    code: values.code,
    description: values.description.trim() || null,
    budgetType: values.budgetType,
    totalBudget: numberOf(values.totalBudget),
    hourlyBillRate: values.hourlyBillRate.trim() === '' ? null : numberOf(values.hourlyBillRate),
    screenshotIntervalMins: numberOf(values.screenshotIntervalMins),
    blurScreenshots: values.blurScreenshots,
    billableByDefault: values.billableByDefault,
    assignedUserIds: values.assignedUserIds,
  };
}

/** Required numbers left empty, named before anything is sent (the server would only say "null"). */
export function missingNumbers(values: ProjectFormValues): ProjectField[] {
  return (['totalBudget', 'screenshotIntervalMins'] as const).filter((field) => values[field].trim() === '');
}

type PlacedErrors = ReturnType<typeof fieldProblems<ProjectField>>;

/** Where the server's refusal goes: `details[].field` ("body.totalBudget") at that field. */
export function placeErrors(error: unknown): PlacedErrors {
  if (error instanceof ApiError && error.code === 'PROJECT_CODE_TAKEN')
    return { fields: { code: error.message }, unplaced: false };
  return fieldProblems(error, FIELDS);
}
