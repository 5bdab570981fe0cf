import { z } from 'zod';
import { daySchema, instantSchema } from '../../platform/http/dates.js';
import { MAX_SLOT_SECONDS } from './slots.rules.js';

const seconds = z.number().int().min(0).max(MAX_SLOT_SECONDS);
const usageSeconds = z.number().int().min(1).max(MAX_SLOT_SECONDS);

export const MAX_BATCH_SLOTS = 100;

export const slotBody = z.object({
  clientId: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .describe("The tracker's own id for the slot (e.g. a UUID); sending the same id again returns the stored slot"),
  startTime: instantSchema,
  endTime: instantSchema.describe(`After startTime; ${MAX_SLOT_SECONDS / 60} minutes at most, 10 by default`),
  projectId: z.uuid().optional().describe('A project the member may log time to; defaults to the time entry’s'),
  timeEntryId: z.uuid().optional().describe("The member's own time entry the slot was recorded under"),
  keyboardSeconds: seconds.describe('Seconds with keyboard input (≤ activeSeconds)'),
  mouseSeconds: seconds.describe('Seconds with mouse input (≤ activeSeconds)'),
  activeSeconds: seconds.describe('Seconds with any input (≤ the slot length)'),
  applications: z
    .array(z.object({ name: z.string().trim().min(1).max(200), seconds: usageSeconds }))
    .max(50)
    .default([])
    .describe('Foreground applications and their seconds; they add up to the slot length at most'),
  urls: z
    .array(z.object({ url: z.string().trim().min(1).max(2000), seconds: usageSeconds }))
    .max(100)
    .default([])
    .describe('Pages in the foreground browser and their seconds; only the host is kept'),
});
export type SlotBody = z.output<typeof slotBody>;

export const batchBody = z.object({
  slots: z.array(slotBody).min(1).max(MAX_BATCH_SLOTS),
});

const usageSchema = z.object({ name: z.string(), seconds: z.number().int() });

const slotSchema = z.object({
  id: z.uuid().describe('The server’s id; screenshots of the slot refer to it'),
  clientId: z.string(),
  memberId: z.uuid(),
  projectId: z.uuid().nullable(),
  timeEntryId: z.uuid().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  durationSeconds: z.number().int(),
  keyboardSeconds: z.number().int(),
  mouseSeconds: z.number().int(),
  activeSeconds: z.number().int(),
  activityPercent: z.number().describe('activeSeconds of durationSeconds, in percent'),
  applications: z.array(usageSchema),
  sites: z.array(usageSchema).describe('Hosts of the URLs sent, lower-case, without "www."'),
  createdAt: z.string(),
});

export const slotResult = z.object({
  slot: slotSchema,
  replayed: z.boolean().describe('true: the clientId was uploaded before; this is the slot stored then'),
});

export const batchResult = z.object({
  created: z.number().int(),
  replayed: z.number().int(),
  rejected: z.number().int(),
  results: z.array(
    z.object({
      index: z.number().int(),
      clientId: z.string(),
      status: z.enum(['CREATED', 'REPLAYED', 'REJECTED']),
      slotId: z.uuid().nullable(),
      error: z.object({ status: z.number().int(), code: z.string(), message: z.string(), hint: z.string() }).nullable(),
    }),
  ),
});

const dayOrInstant = z.union([daySchema, instantSchema]);

export const summaryQuery = z.object({
  from: dayOrInstant
    .optional()
    .describe(
      "Slots starting at or after this instant; a date means its 00:00 in the organization's time zone. Default: 7 days before `to`",
    ),
  to: dayOrInstant
    .optional()
    .describe(
      "Slots starting before this instant; a date includes that whole day of the organization's time zone (23 to 25 hours). Default: now",
    ),
  userId: z
    .uuid()
    .optional()
    .describe("One user's (or member id's) activity; someone else's needs activities.read.all"),
  projectId: z.uuid().optional(),
});
export type SummaryQuery = z.output<typeof summaryQuery>;

const productivity = z.enum(['PRODUCTIVE', 'NEUTRAL', 'UNPRODUCTIVE']);
const classified = {
  seconds: z.number().int(),
  percent: z.number(),
  category: z.string(),
  productivity,
};

export const summarySchema = z.object({
  from: z.string(),
  to: z.string(),
  memberId: z.uuid().nullable().describe('The member asked for; null: everyone the caller may see'),
  projectId: z.uuid().nullable(),
  slots: z.number().int(),
  members: z.number().int().describe('Members with at least one slot'),
  trackedSeconds: z.number().int(),
  activeSeconds: z.number().int(),
  keyboardSeconds: z.number().int(),
  mouseSeconds: z.number().int(),
  activityPercent: z.number(),
  productivity: z.object({
    productiveSeconds: z.number().int(),
    neutralSeconds: z.number().int(),
    unproductiveSeconds: z.number().int(),
    productivePercent: z.number(),
    neutralPercent: z.number(),
    unproductivePercent: z.number(),
  }),
  categories: z.array(z.object({ category: z.string(), seconds: z.number().int(), percent: z.number() })),
  topApplications: z.array(z.object({ name: z.string(), ...classified })),
  topSites: z.array(z.object({ site: z.string(), ...classified })),
});

const ruleKind = z.enum(['APP', 'SITE']);
const ruleBody = z.object({
  kind: ruleKind,
  pattern: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .describe('APP: words of the application name, case-insensitive. SITE: a host; matches its subdomains too'),
  category: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9 _-]{0,39}$/, 'must be 1–40 letters, digits, spaces, _ or -'),
  productivity,
});

const MAX_RULES = 500;
export const rulesBody = z.object({ rules: z.array(ruleBody).max(MAX_RULES) });

const ruleSchema = z.object({ kind: ruleKind, pattern: z.string(), category: z.string(), productivity });
export const rulesSchema = z.object({
  rules: z.array(ruleSchema.extend({ id: z.uuid() })).describe("The organization's rules; they come first"),
  builtInRules: z.array(ruleSchema).describe('Used where no rule of the organization matches'),
});
