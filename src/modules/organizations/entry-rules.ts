import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import { organizations } from './organizations.tables.js';

/** The longest minimum a timer can be given: an hour. */
const MAX_MINIMUM_TIMER_SECONDS = 3600;

/**
 * What every time entry of the organization needs, and the shortest timer it saves without asking
 * (docs/time-tracking.md, "What time needs").
 */
export const entryRulesSchema = z.object({
  requireProject: z.boolean().describe('Every new or changed time entry needs a project (off by default)'),
  requireTask: z
    .boolean()
    .describe('Every new or changed time entry needs a task of its project, so a project too (off by default)'),
  requireNotes: z.boolean().describe('Every new or changed time entry needs notes (off by default)'),
  minimumTimerSeconds: z
    .number()
    .int()
    .describe(
      `A timer stopped before running this many seconds is neither saved nor thrown away without being asked (POST /time/timer/stop, ifShort); 0: no minimum. Default 60, at most ${MAX_MINIMUM_TIMER_SECONDS}`,
    ),
});

export const entryRulesPatch = z.object({
  requireProject: z.boolean().optional(),
  requireTask: z.boolean().optional(),
  requireNotes: z.boolean().optional(),
  minimumTimerSeconds: z
    .number()
    .int()
    .min(0)
    .max(MAX_MINIMUM_TIMER_SECONDS)
    .optional()
    .describe(`Seconds, 0 (no minimum) to ${MAX_MINIMUM_TIMER_SECONDS}`),
});

type EntryRules = z.output<typeof entryRulesSchema>;

const columns = {
  requireProject: organizations.requireProject,
  requireTask: organizations.requireTask,
  requireNotes: organizations.requireNotes,
  minimumTimerSeconds: organizations.minimumTimerSeconds,
};

export async function entryRulesOf(executor: Executor, orgId: string): Promise<EntryRules> {
  const [row] = await executor.select(columns).from(organizations).where(eq(organizations.id, orgId));
  if (!row) throw errors.notFound('Organization', orgId);
  return row;
}

export async function updateEntryRules(
  executor: Executor,
  orgId: string,
  patch: z.output<typeof entryRulesPatch>,
): Promise<void> {
  // Only this policy's fields: the patch is the whole settings body.
  const { requireProject, requireTask, requireNotes, minimumTimerSeconds } = patch;
  const changes = Object.fromEntries(
    Object.entries({ requireProject, requireTask, requireNotes, minimumTimerSeconds }).filter(
      ([, value]) => value !== undefined,
    ),
  );
  if (Object.keys(changes).length === 0) return;
  await executor.update(organizations).set(changes).where(eq(organizations.id, orgId));
}
