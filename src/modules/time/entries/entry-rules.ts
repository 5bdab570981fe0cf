import type { Executor } from '../../../platform/db/index.js';
import { AppError } from '../../../platform/http/errors.js';
import { entryRulesOf } from '../../organizations/index.js';
import {
  clearedFields,
  missingFields,
  requirementMessage,
  type EntryFields,
  type RequiredField,
} from './entry-rules.rules.js';

const CODES = { project: 'PROJECT_REQUIRED', task: 'TASK_REQUIRED', notes: 'NOTES_REQUIRED' } as const;

/**
 * 400 naming the first missing field by its code (project, task, notes), every missing one in words
 * and in `details.missing`, so a client can say them all in its own words.
 */
function refusal(missing: readonly RequiredField[]) {
  return new AppError(
    CODES[missing[0]!],
    requirementMessage(missing),
    'Add what is missing and try again. Owners and Admins choose what time needs in Settings.',
    { missing },
  );
}

/** Refuses a new entry (manual or a timer's start) that lacks what the organization requires. */
export async function assertEntryComplete(executor: Executor, orgId: string, entry: EntryFields) {
  const missing = missingFields(await entryRulesOf(executor, orgId), entry);
  if (missing.length > 0) throw refusal(missing);
}

/** Refuses a change (an edit, a stop's notes) that would take away something the organization requires. */
export async function assertNothingRequiredCleared(
  executor: Executor,
  orgId: string,
  before: EntryFields,
  after: EntryFields,
) {
  const cleared = clearedFields(await entryRulesOf(executor, orgId), before, after);
  if (cleared.length > 0) throw refusal(cleared);
}
