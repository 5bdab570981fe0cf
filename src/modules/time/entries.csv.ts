import type { TenantContext } from '../../platform/auth/context.js';
import { csvDocument, type CsvValue } from '../../platform/csv.js';
import type { EntryRow } from './time.repository.js';
import { amountInCents } from './time.rules.js';
import { entryView } from './time.view.js';

const HEADER = [
  'id',
  'userId',
  'userName',
  'projectId',
  'projectName',
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
const MONEY_HEADER = ['costRate', 'billRate', 'billableAmount', 'costAmount'] as const;

/**
 * One line per entry, the fields of GET /time/entries. Rates and the amounts they give (worked
 * seconds × rate, rounded half-up to cents; billableAmount is 0 for non-billable time) are columns
 * only for callers with members.rates.read; without it the columns are absent, not empty.
 */
export function entriesCsv(rows: readonly EntryRow[], ctx: TenantContext, now: Date): string {
  const withMoney = ctx.permissions.has('members.rates.read');
  return csvDocument(
    withMoney ? [...HEADER, ...MONEY_HEADER] : HEADER,
    rows.map((row) => {
      const view = entryView(row, ctx, now);
      const cells: CsvValue[] = [
        view.id,
        view.userId,
        view.userName,
        view.projectId,
        view.projectName,
        view.startTime,
        view.endTime,
        view.durationSeconds,
        Math.round((view.durationSeconds / 3600) * 100) / 100,
        view.idleSeconds,
        view.isBillable,
        view.isRunning,
        view.source,
        view.status,
        view.notes,
      ];
      if (!withMoney) return cells;
      const billable = view.isBillable ? amountInCents(view.durationSeconds, row.entry.billRate) : 0;
      return [
        ...cells,
        view.costRate,
        view.billRate,
        billable / 100,
        amountInCents(view.durationSeconds, row.entry.costRate) / 100,
      ];
    }),
  );
}
