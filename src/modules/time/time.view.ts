import type { TenantContext } from '../../platform/auth/context.js';
import { isoInstant } from '../../platform/dates.js';
import { numericToNumber } from '../../platform/money.js';
import type { EntryRow } from './time.repository.js';
import { workedSeconds } from './time.rules.js';

type Source = 'TIMER' | 'MANUAL' | 'IDLE_SPLIT' | 'IMPORT';
type Status = 'PENDING' | 'APPROVED' | 'REJECTED';

/** What an entry's view reads: the entry's columns and the names joined to it. */
interface EntryFields {
  id: string;
  memberId: string;
  userId: string;
  userName: string;
  projectId: string | null;
  projectName: string | null;
  taskId: string | null;
  taskName: string | null;
  tags: Array<{ id: string; name: string }>;
  startTime: Date;
  endTime: Date | null;
  idleSeconds: number;
  notes: string | null;
  isBillable: boolean;
  isOffline: boolean;
  source: string;
  status: string;
  rejectionReason: string | null;
  reviewedAt: Date | null;
  costRate: string | null;
  billRate: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * One entry as the API shows it. `canSeeRates`: the caller holds members.rates.read (decided once
 * per request, not per row).
 */
export function entryItem(row: EntryFields, canSeeRates: boolean, now: Date) {
  const { startTime, endTime } = row;
  return {
    id: row.id,
    memberId: row.memberId,
    userId: row.userId,
    userName: row.userName,
    projectId: row.projectId,
    projectName: row.projectName,
    taskId: row.taskId,
    taskName: row.taskName,
    tags: row.tags,
    startTime: isoInstant(startTime),
    endTime: endTime === null ? null : isoInstant(endTime),
    durationSeconds: workedSeconds({ start: startTime, end: endTime, idleSeconds: row.idleSeconds }, now),
    idleSeconds: row.idleSeconds,
    notes: row.notes,
    isBillable: row.isBillable,
    isOffline: row.isOffline,
    isRunning: endTime === null,
    source: row.source as Source,
    status: row.status as Status,
    rejectionReason: row.rejectionReason,
    reviewedAt: row.reviewedAt === null ? null : isoInstant(row.reviewedAt),
    costRate: canSeeRates ? numericToNumber(row.costRate) : null,
    billRate: canSeeRates ? numericToNumber(row.billRate) : null,
    createdAt: isoInstant(row.createdAt),
    updatedAt: isoInstant(row.updatedAt),
  };
}

/** An entry read with its names (time.repository's EntryRow), as the API shows it. */
export function entryView(row: EntryRow, ctx: TenantContext, now: Date) {
  return entryItem(
    {
      ...row.entry,
      userId: row.userId,
      userName: row.userName,
      projectName: row.projectName,
      taskName: row.taskName,
      tags: row.tags,
    },
    ctx.permissions.has('members.rates.read'),
    now,
  );
}
