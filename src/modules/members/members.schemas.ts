import { z } from 'zod';
import { emailField, fullNameField, newPasswordField } from '../users/index.js';

const rate = z.number().min(0).max(1_000_000).multipleOf(0.01, 'must have at most 2 decimals');
const capacity = z.number().min(0).max(168);

const memberStatus = z.enum(['INVITED', 'ACTIVE', 'DEACTIVATED']);

export const memberSchema = z.object({
  id: z.uuid(),
  user: z.object({ id: z.uuid(), fullName: z.string(), email: z.string() }),
  role: z.object({ id: z.uuid(), name: z.string(), builtInKey: z.string().nullable() }),
  roles: z.array(z.string()).describe("Names of the member's roles (one per organization today)"),
  status: memberStatus,
  costRate: z.number().nullable().describe('Hourly cost; null when the caller may not see rates'),
  billableRate: z.number().nullable().describe('Hourly billable rate; null when the caller may not see rates'),
  weeklyCapacityHours: z.number().nullable(),
  joinedAt: z.string().nullable(),
  invitationSentAt: z
    .string()
    .nullable()
    .describe(
      'When the latest invitation was sent. null on an INVITED member means not invited yet: added without an email (an import), or the invitation was taken back',
    ),
  createdAt: z.string(),
});

export const inviteMemberBody = z.object({
  email: emailField,
  fullName: fullNameField,
  roleId: z.uuid(),
  password: newPasswordField.optional().describe('Makes a new account usable at once, without an invitation email'),
  costRate: rate.optional(),
  billableRate: rate.optional(),
  weeklyCapacityHours: capacity.optional(),
});

export const updateMemberBody = z
  .object({
    roleId: z.uuid().optional(),
    costRate: rate.nullable().optional(),
    billableRate: rate.nullable().optional(),
    weeklyCapacityHours: capacity.nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'send at least one field to change');

export const memberParams = z.object({ memberId: z.uuid() });

export const listMembersQuery = z.object({
  status: memberStatus.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(200),
  cursor: z.string().max(512).optional(),
});

export const invitedMemberSchema = z.object({
  member: memberSchema,
  inviteUrl: z
    .url()
    .nullable()
    .describe('Link to accept the invitation; null when the account was created active with a password'),
  inviteExpiresAt: z.string().nullable(),
});

/** One organization of the caller, as sign-in answers and GET /organizations lists them (see organizationView). */
export const organizationSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  plan: z.string(),
  trialEndsAt: z.string().nullable(),
  timeZone: z.string().describe("The organization's IANA time zone: where its days begin (docs/time-zones.md)"),
  myTimeZone: z.string().nullable().describe("The caller's personal time zone here; null: the organization's"),
  role: z.string(),
  memberId: z.uuid(),
});

export const myOrganizationsSchema = z.array(organizationSummarySchema);

export type InviteMemberInput = z.output<typeof inviteMemberBody>;
export type UpdateMemberInput = z.output<typeof updateMemberBody>;

/** The caller's personal time zone; null goes back to the organization's. Checked by the service (isTimeZone). */
export const myTimeZoneBody = z.object({ timeZone: z.string().max(64).nullable() });
export const myTimeZoneSchema = z.object({
  memberId: z.uuid(),
  timeZone: z.string().nullable().describe("The member's personal time zone; null: the organization's"),
});
