import { z } from 'zod';

const name = z.string().trim().min(1).max(200);
const estimateHours = z.number().min(0).max(100_000).describe('Estimated hours, kept to hundredths');

export const listStatus = z
  .enum(['ACTIVE', 'ARCHIVED', 'ALL'])
  .default('ACTIVE')
  .describe('ACTIVE (default) hides archived ones');

export const projectTasksParams = z.object({ projectId: z.uuid() });
export const taskParams = z.object({ projectId: z.uuid(), taskId: z.uuid() });

export const listTasksQuery = z.object({
  status: listStatus,
  done: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .describe('true: only done tasks; false: only open ones'),
});

export const createTaskBody = z.object({
  name,
  estimateHours: estimateHours.nullable().optional(),
});

export const updateTaskBody = z
  .object({
    name: name.optional(),
    estimateHours: estimateHours.nullable().optional(),
    done: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'send at least one field to change');

export const taskSchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  name: z.string(),
  estimateHours: z.number().nullable(),
  done: z.boolean(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const tagParams = z.object({ tagId: z.uuid() });
export const listTagsQuery = z.object({ status: listStatus });
export const createTagBody = z.object({ name: z.string().trim().min(1).max(100) });
export const updateTagBody = createTagBody;

export const tagSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type ListStatus = z.output<typeof listStatus>;
export type CreateTaskInput = z.output<typeof createTaskBody>;
export type UpdateTaskInput = z.output<typeof updateTaskBody>;
export type ListTasksQuery = z.output<typeof listTasksQuery>;
