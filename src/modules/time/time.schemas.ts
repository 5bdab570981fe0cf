import { z } from 'zod';
import { daySchema, instantSchema } from '../../platform/http/dates.js';
import { pageQuery } from '../../platform/http/pagination.js';

const instant = instantSchema;
const notes = z.string().trim().max(2000);
/** A day (YYYY-MM-DD, in the organization's time zone) or an instant. */
const dayOrInstant = z.union([daySchema, instant]);
const booleanString = z.enum(['true', 'false']).transform((value) => value === 'true');

/** Addition to the spec's bodies (issue 18): the entry's task and tags. */
const taskId = z.uuid().describe("A task of the entry's project (GET /projects/{projectId}/tasks)");
const tagIds = z
  .array(z.uuid())
  .max(50)
  .describe("Tags of the organization (GET /tags); the entry's whole set, duplicates count once");
const labels = { taskId: taskId.optional(), tagIds: tagIds.optional() };

const entryStatus = z.enum(['PENDING', 'APPROVED', 'REJECTED']);

export const timeEntrySchema = z.object({
  id: z.uuid(),
  memberId: z.uuid(),
  userId: z.uuid(),
  userName: z.string(),
  projectId: z.uuid().nullable(),
  projectName: z.string().nullable(),
  taskId: z.uuid().nullable().describe("A task of the entry's project"),
  taskName: z.string().nullable(),
  tags: z.array(z.object({ id: z.uuid(), name: z.string() })).describe('The tags the entry carries, by name'),
  startTime: z.string(),
  endTime: z.string().nullable().describe('null while the timer runs'),
  durationSeconds: z.number().int().describe('Worked seconds: end − start − idleSeconds (up to now while running)'),
  idleSeconds: z.number().int(),
  notes: z.string().nullable(),
  isBillable: z.boolean(),
  isOffline: z.boolean(),
  isRunning: z.boolean(),
  source: z.enum(['TIMER', 'MANUAL', 'IDLE_SPLIT', 'IMPORT']),
  status: entryStatus,
  rejectionReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  costRate: z.number().nullable().describe('Snapshot at recording; null without members.rates.read'),
  billRate: z.number().nullable().describe('Snapshot at recording; null without members.rates.read'),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const listEntriesQuery = z.object({
  ...pageQuery,
  userId: z.uuid().optional().describe("Entries of this user (or member id); someone else's need time.read.all"),
  projectId: z.uuid().optional(),
  clientId: z
    .uuid()
    .optional()
    .describe("Entries on this client's projects; an unknown id (or another organization's) matches nothing"),
  taskId: z.uuid().optional().describe('Entries carrying this task'),
  tagId: z.uuid().optional().describe('Entries carrying this tag'),
  from: dayOrInstant
    .optional()
    .describe("Entries starting at or after this instant; a date means its 00:00 in the organization's time zone"),
  to: dayOrInstant
    .optional()
    .describe("Entries starting before this instant; a date includes that whole day in the organization's time zone"),
  status: entryStatus.optional(),
  billable: booleanString.optional().describe('true or false'),
});

/** The list's filters, without pagination: an export has every matching entry. */
export const exportEntriesQuery = listEntriesQuery.omit({ limit: true, cursor: true });

export const manualEntryBody = z.object({
  projectId: z.uuid().optional(),
  startTime: instant,
  endTime: instant,
  notes: notes.optional(),
  isBillable: z
    .boolean()
    .optional()
    .describe("Omitted: the project's billableByDefault (true without a project, as the spec's default)"),
  ...labels,
});

export const updateEntryBody = z
  .object({
    projectId: z.uuid().nullable().optional(),
    startTime: instant.optional(),
    endTime: instant.optional(),
    notes: notes.nullable().optional(),
    isBillable: z.boolean().optional(),
    taskId: taskId
      .nullable()
      .optional()
      .describe('null clears the task; changing the project without taskId clears it too (tasks are per project)'),
    tagIds: tagIds.optional().describe('Replaces the tags; [] clears them'),
  })
  .refine((body) => Object.keys(body).length > 0, 'send at least one field to change');

/** The stop's answer: the finished entry, or the one thrown away (discarded, ifShort DISCARD). */
export const stoppedTimerSchema = timeEntrySchema.extend({
  discarded: z
    .boolean()
    .describe(
      'true: the timer ran under the minimum and was thrown away as asked (ifShort DISCARD); the entry shown, as it was running, no longer exists',
    ),
});

export const entryParams = z.object({ entryId: z.uuid() });

export const startTimerBody = z.object({
  projectId: z.uuid().optional(),
  notes: notes.optional(),
  isBillable: z
    .boolean()
    .optional()
    .describe("Omitted: the project's billableByDefault (true without a project, as the spec's default)"),
  ...labels,
});

export const stopTimerBody = z.object({
  notes: notes.optional().describe('Replaces the notes of the entry'),
  ifShort: z
    .enum(['ASK', 'KEEP', 'DISCARD'])
    .default('ASK')
    .describe(
      "What to do when the timer ran less than the organization's minimumTimerSeconds: ASK (default) refuses with 409 TIMER_TOO_SHORT and changes nothing, so the client can ask the person; KEEP saves the entry as it is; DISCARD deletes it (the answer has discarded: true). Ignored at or over the minimum.",
    ),
});

export const approveBody = z
  .object({
    timeEntryIds: z.array(z.uuid()).min(1).max(500),
    status: z.enum(['APPROVED', 'REJECTED']),
    rejectionReason: z.string().trim().min(3).max(500).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'REJECTED' && body.rejectionReason === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['rejectionReason'],
        message: 'is required when rejecting (3 to 500 characters)',
      });
    }
  });

export const idleResolveBody = z.object({
  action: z.enum(['KEEP', 'DISCARD', 'SPLIT_OFFLINE']),
  idleSeconds: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 3600),
  timeEntryId: z.uuid().optional().describe("Default: the caller's running entry, else their most recent one"),
  customNotes: z.string().trim().max(500).optional(),
  taskId: taskId
    .optional()
    .describe("SPLIT_OFFLINE only: the offline entry's task (default: the entry's own, which the split keeps)"),
  tagIds: tagIds.optional().describe("SPLIT_OFFLINE only: the offline entry's tags (default: the entry's own)"),
});

export const heartbeatBody = z.object({ clientInfo: z.string().trim().max(200).optional() });

export type StartTimerInput = z.output<typeof startTimerBody>;
export type StopTimerInput = z.output<typeof stopTimerBody>;
export type ManualEntryInput = z.output<typeof manualEntryBody>;
export type UpdateEntryInput = z.output<typeof updateEntryBody>;
export type ListEntriesQuery = z.output<typeof listEntriesQuery>;
export type EntryFilterQuery = z.output<typeof exportEntriesQuery>;
export type ApproveInput = z.output<typeof approveBody>;
export type IdleResolveInput = z.output<typeof idleResolveBody>;
