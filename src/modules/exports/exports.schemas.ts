import { z } from 'zod';

export const exportParams = z.object({ exportId: z.uuid() });

export const exportSchema = z.object({
  id: z.uuid(),
  scope: z
    .enum(['ORGANIZATION', 'MEMBER'])
    .describe('ORGANIZATION: everything the organization owns (Owners); MEMBER: the requester’s own data'),
  status: z.enum(['QUEUED', 'RUNNING', 'DONE', 'EXPIRED', 'FAILED']),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  expiresAt: z.iso
    .datetime()
    .nullable()
    .describe('Until then the archive can be downloaded (a week after it is built)'),
  progress: z.object({
    rowsDone: z.number(),
    rowsTotal: z.number().nullable(),
    filesDone: z.number(),
    filesTotal: z.number().nullable(),
    percent: z.number().nullable().describe('Of the rows and files written so far, 0 to 100, while queued or running'),
    secondsLeft: z.number().nullable().describe('At the pace so far; null until there is one'),
  }),
  archive: z
    .object({
      bytes: z.number(),
      sha256: z.string(),
      fileName: z.string(),
    })
    .nullable()
    .describe('Once DONE: GET /exports/{exportId}/download'),
  failure: z.string().nullable(),
});

export const exportListSchema = z.array(exportSchema);
