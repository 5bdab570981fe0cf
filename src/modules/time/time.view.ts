import type { TenantContext } from '../../platform/auth/context.js';
import { numericToNumber } from '../../platform/money.js';
import type { EntryRow } from './time.repository.js';
import { workedSeconds } from './time.rules.js';

type Source = 'TIMER' | 'MANUAL' | 'IDLE_SPLIT';
type Status = 'PENDING' | 'APPROVED' | 'REJECTED';

export function entryView(row: EntryRow, ctx: TenantContext, now: Date) {
  const { entry } = row;
  const canSeeRates = ctx.permissions.has('members.rates.read');
  return {
    id: entry.id,
    memberId: entry.memberId,
    userId: row.userId,
    userName: row.userName,
    projectId: entry.projectId,
    projectName: row.projectName,
    startTime: entry.startTime.toISOString(),
    endTime: entry.endTime?.toISOString() ?? null,
    durationSeconds: workedSeconds({ start: entry.startTime, end: entry.endTime, idleSeconds: entry.idleSeconds }, now),
    idleSeconds: entry.idleSeconds,
    notes: entry.notes,
    isBillable: entry.isBillable,
    isOffline: entry.isOffline,
    isRunning: entry.endTime === null,
    source: entry.source as Source,
    status: entry.status as Status,
    rejectionReason: entry.rejectionReason,
    reviewedAt: entry.reviewedAt?.toISOString() ?? null,
    costRate: canSeeRates ? numericToNumber(entry.costRate) : null,
    billRate: canSeeRates ? numericToNumber(entry.billRate) : null,
    createdAt: entry.createdAt.toISOString(),
    updatedAt: entry.updatedAt.toISOString(),
  };
}
