import { z } from 'zod';
import { pageQuery } from '../../platform/http/pagination.js';
import { nameField } from '../../platform/http/text-input.js';

const cents = (max: number) => z.number().min(0).max(max).multipleOf(0.01, 'must have at most 2 decimals');
/** Bounds of the NUMERIC(14,2) and NUMERIC(12,2) columns, so a valid request never overflows one. */
const budgetAmount = cents(999_999_999_999);
const rateAmount = cents(9_999_999_999);

export const budgetType = z.enum(['FIXED', 'HOURLY']);
const MAX_ASSIGNEES = 1000;

const projectFields = {
  name: nameField(200),
  clientName: nameField(200).describe(
    'Names the client: the active client of that name ignoring case, or else a new client created with the project',
  ),
  clientId: z.uuid().describe('The client, by id (GET /clients); with clientName too, both must name the same client'),
  code: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .regex(/^[^\p{Cc}]+$/u, 'must not contain control characters')
    .describe('Short project code, unique in the organization ignoring case'),
  description: z.string().trim().max(5000),
  budgetType: budgetType.describe('FIXED: totalBudget is money; HOURLY: totalBudget is hours'),
  totalBudget: budgetAmount.describe('Money (FIXED) or hours (HOURLY), >= 0'),
  hourlyBillRate: rateAmount.describe("What the client pays per hour; wins over members' billable rates"),
  screenshotIntervalMins: z.number().int().min(1).max(60).describe('Minutes between automatic screenshots, 1 to 60'),
  blurScreenshots: z.boolean(),
  billableByDefault: z
    .boolean()
    .describe(
      "Whether new time on the project is billable unless the person says otherwise (the entry form's and timer's default)",
    ),
  assignedUserIds: z
    .array(z.uuid())
    .max(MAX_ASSIGNEES)
    .transform((ids) => [...new Set(ids)])
    .describe('User ids (or member ids) of members of this organization; replaces the assignment on update'),
};

export const createProjectBody = z
  .object({
    ...projectFields,
    clientName: projectFields.clientName.optional(),
    clientId: projectFields.clientId.optional(),
    description: projectFields.description.nullable().optional(),
    budgetType: projectFields.budgetType.default('FIXED'),
    hourlyBillRate: projectFields.hourlyBillRate
      .nullable()
      .optional()
      .describe("Omitted: the client's defaultBillRate; null: none"),
    blurScreenshots: projectFields.blurScreenshots.default(false),
    billableByDefault: projectFields.billableByDefault.default(true),
    assignedUserIds: projectFields.assignedUserIds.default([]),
  })
  // Runs even when other fields fail, so a request without either names clientName with the rest.
  .refine((body: unknown) => typeof body !== 'object' || body === null || 'clientId' in body || 'clientName' in body, {
    path: ['clientName'],
    message: 'send clientName (the client by name) or clientId (the client by id)',
    when: () => true,
  });

export const updateProjectBody = z
  .object({
    name: projectFields.name.optional(),
    clientName: projectFields.clientName.optional(),
    clientId: projectFields.clientId.optional(),
    code: projectFields.code.optional(),
    description: projectFields.description.nullable().optional().describe('null clears it'),
    budgetType: projectFields.budgetType.optional(),
    totalBudget: projectFields.totalBudget.optional(),
    hourlyBillRate: projectFields.hourlyBillRate.nullable().optional().describe('null clears it'),
    screenshotIntervalMins: projectFields.screenshotIntervalMins.optional(),
    blurScreenshots: projectFields.blurScreenshots.optional(),
    billableByDefault: projectFields.billableByDefault.optional(),
    assignedUserIds: projectFields.assignedUserIds.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'send at least one field to change');

export const projectParams = z.object({ projectId: z.uuid() });

export const listProjectsQuery = z.object({
  status: z.enum(['ACTIVE', 'ARCHIVED', 'ALL']).default('ACTIVE').describe('ACTIVE (default) hides archived projects'),
  clientId: z.uuid().optional().describe("Only this client's projects"),
  ...pageQuery,
});

const assignedMember = z.object({
  memberId: z.uuid(),
  userId: z.uuid(),
  fullName: z.string(),
  status: z.enum(['INVITED', 'ACTIVE', 'DEACTIVATED']),
});

const profitabilitySchema = z.object({
  hoursLogged: z.number().describe('Worked hours of finished, not rejected entries'),
  billableHours: z.number(),
  billableAmount: z
    .number()
    .nullable()
    .describe("Σ billable worked hours × the entry's bill rate; null without financials.read"),
  cost: z.number().nullable().describe("Σ worked hours × the entry's cost rate; null without financials.read"),
  profit: z.number().nullable(),
  marginPercent: z.number().nullable().describe('profit / billableAmount × 100; null when nothing was billed'),
  budgetUsedPercent: z
    .number()
    .nullable()
    .describe('FIXED: billableAmount / totalBudget; HOURLY: hoursLogged / totalBudget'),
  budgetRemaining: z
    .number()
    .nullable()
    .describe("totalBudget − used, in the budget's unit; negative when over budget"),
});

export const projectSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  clientName: z.string().describe("The client's name"),
  clientId: z.uuid(),
  code: z.string(),
  description: z.string().nullable(),
  budgetType,
  totalBudget: z.number().nullable().describe('null for callers who can neither manage projects nor read financials'),
  hourlyBillRate: z.number().nullable(),
  screenshotIntervalMins: z.number().int(),
  blurScreenshots: z.boolean(),
  billableByDefault: z
    .boolean()
    .describe(
      "Whether new time on the project is billable unless the person says otherwise (the entry form's and timer's default)",
    ),
  assignedUserIds: z.array(z.uuid()),
  assignedMembers: z.array(assignedMember),
  isArchived: z.boolean(),
  archivedAt: z.string().nullable(),
  isPublicShared: z.boolean(),
  hasSharePassword: z.boolean(),
  profitability: profitabilitySchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type CreateProjectInput = z.output<typeof createProjectBody>;
export type UpdateProjectInput = z.output<typeof updateProjectBody>;
export type ListProjectsQuery = z.output<typeof listProjectsQuery>;
export type ProjectView = z.output<typeof projectSchema>;
