import type { TenantContext } from '../../platform/auth/context.js';
import { csvDocument, type CsvValue } from '../../platform/csv.js';
import { numericToNumber } from '../../platform/money.js';
import type { EntryRow } from './time.repository.js';
import { amountInCents } from './time.rules.js';
import { entryView } from './time.view.js';

const HEADER = [
  'id',
  'userId',
  'userName',
  'projectId',
  'projectName',
  'taskId',
  'taskName',
  'tags',
  'startTime',
  'endTime',
  'durationSeconds',
  'hours',
  'idleSeconds',
  'isBillable',
  'isRunning',
  'source',
  'status',
  'notes',
] as const;
/** Only for callers who may see rates (members.rates.read), like the rate fields of the JSON views. */
const RATE_HEADER = ['costRate', 'billRate'] as const;
/** Only for callers who may see money beyond rates (financials.read), like the projects' profitability. */
const AMOUNT_HEADER = ['billableAmount', 'costAmount'] as const;

/**
 * One line per entry, the fields of GET /time/entries; `tags` is the tags' names, by name, joined by "; ". The snapshotted rates are columns only for
 * callers with members.rates.read, and the amounts they give (worked seconds × rate, rounded
 * half-up to cents; billableAmount is 0 for non-billable time) only for callers with
 * financials.read (a Manager sees rates, not revenue); without them the columns are absent.
 * The views are made as the lines are written, so csvDocument's slices cover that work too.
 */
export function entriesCsv(rows: readonly EntryRow[], ctx: TenantContext, now: Date): Promise<string> {
  const withRates = ctx.permissions.has('members.rates.read');
  const withAmounts = ctx.permissions.has('financials.read');
  function* lines() {
    for (const row of rows) {
      const view = entryView(row, ctx, now);
      const seconds = view.durationSeconds;
      yield [
        view.id,
        view.userId,
        view.userName,
        view.projectId,
        view.projectName,
        view.taskId,
        view.taskName,
        view.tags.map((tag) => tag.name).join('; '),
        view.startTime,
        view.endTime,
        seconds,
        Math.round((seconds / 3600) * 100) / 100,
        view.idleSeconds,
        view.isBillable,
        view.isRunning,
        view.source,
        view.status,
        view.notes,
        ...(withRates ? [numericToNumber(row.entry.costRate), numericToNumber(row.entry.billRate)] : []),
        ...(withAmounts
          ? [
              (view.isBillable ? amountInCents(seconds, row.entry.billRate) : 0) / 100,
              amountInCents(seconds, row.entry.costRate) / 100,
            ]
          : []),
      ] satisfies CsvValue[];
    }
  }
  return csvDocument([...HEADER, ...(withRates ? RATE_HEADER : []), ...(withAmounts ? AMOUNT_HEADER : [])], lines());
}
