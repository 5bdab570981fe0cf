import { z } from 'zod';
import { MAX_INVITE_ROWS } from './invitees.rules.js';
import { memberSchema } from './members.schemas.js';

/** A pasted list is at most this many characters (500 people at 400 each). */
const MAX_TEXT_CHARS = 200_000;
/** A CSV file's bytes in base64 stay under the default request body limit (BODY_LIMIT_BYTES, 1 MiB). */
const MAX_CSV_BASE64_CHARS = 1_000_000;

export const bulkInviteBody = z
  .object({
    text: z
      .string()
      .max(MAX_TEXT_CHARS)
      .optional()
      .describe(
        'Pasted people, one a line: "Ava Alvarez <ava@example.com>" or fields split by tab, semicolon or comma, the one with an @ being the address, then name and role ("ava@example.com, Ava Alvarez, Manager"). A first line naming an email column is read as a CSV header',
      ),
    csv: z
      .base64()
      .max(MAX_CSV_BASE64_CHARS)
      .optional()
      .describe(
        'A CSV file, base64: a header line naming its columns in any order and case (email, name, role, cost rate, bill rate, weekly capacity, time zone; only email is needed), then a person a line. UTF-8 or Windows-1252; comma, semicolon or tab',
      ),
  })
  .refine((body) => (body.text === undefined) !== (body.csv === undefined), 'send either text or csv');

const problemSchema = z.object({
  field: z.enum(['email', 'fullName', 'role', 'costRate', 'billableRate', 'weeklyCapacity', 'timeZone']),
  code: z.enum([
    'EMAIL_INVALID',
    'NAME_INVALID',
    'ROLE_UNKNOWN',
    'ROLE_NOT_GRANTABLE',
    'DUPLICATE_IN_LIST',
    'COST_RATE_INVALID',
    'BILLABLE_RATE_INVALID',
    'CAPACITY_INVALID',
    'TIME_ZONE_UNKNOWN',
  ]),
  message: z.string(),
});

export const bulkInviteRowSchema = z.object({
  line: z.number().int().describe('The line of the text or file the person is on (1-based; a CSV header is line 1)'),
  email: z.string().describe('As written (lower-cased when valid)'),
  fullName: z.string().describe('The name the member gets; the part of the address before @ when none was given'),
  role: z
    .string()
    .nullable()
    .describe('The role the member gets; null when none matched, and on ALREADY_MEMBER rows (their role stays)'),
  outcome: z
    .enum(['WILL_INVITE', 'INVITED', 'ALREADY_MEMBER', 'INVALID'])
    .describe('WILL_INVITE in a preview, INVITED once committed; ALREADY_MEMBER rows are left as they are'),
  memberId: z.uuid().nullable().describe('The member made (INVITED) or already there (ALREADY_MEMBER)'),
  problems: z.array(problemSchema),
});

export const bulkInviteResultSchema = z.object({
  committed: z.boolean().describe('false for a preview: nothing was written and nothing sent'),
  summary: z.object({
    rows: z.number().int(),
    invite: z.number().int().describe('Rows that will be (preview) or were (commit) invited'),
    alreadyMembers: z.number().int(),
    invalid: z.number().int(),
  }),
  ignoredColumns: z.array(z.string()).describe('CSV header words that name nothing a member has'),
  emailsSpreadOverSeconds: z
    .number()
    .int()
    .describe(
      'How long after the first invitation the last one leaves (MAIL_BATCH_SIZE per MAIL_BATCH_INTERVAL_SECONDS)',
    ),
  rows: z.array(bulkInviteRowSchema),
});

export const sendInvitesBody = z.object({
  memberIds: z.array(z.uuid()).min(1).max(MAX_INVITE_ROWS).describe('INVITED members, e.g. those not invited yet'),
});

export const sentInvitesSchema = z.object({ sent: z.number().int(), members: z.array(memberSchema) });

export type BulkInviteRow = z.output<typeof bulkInviteRowSchema>;
export type BulkInviteResult = z.output<typeof bulkInviteResultSchema>;
