import { z, type ZodType } from 'zod';

/** `{ success: true, data }`, the wrapper of every JSON success response. */
export function envelope<T extends ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

export const errorResponseSchema = z
  .object({
    success: z.literal(false),
    code: z.string().describe('UPPER_SNAKE error code; see docs/errors.md'),
    error: z.string().describe('HTTP reason phrase'),
    message: z.string().describe('What went wrong, for a person'),
    hint: z.string().describe('What to do about it'),
    details: z.unknown().optional().describe('Per-field problems on VALIDATION_ERROR'),
  })
  .meta({ id: 'Error' });
