import { numericToNumber } from '../../platform/money.js';
import type { TagRow, TaskRow } from './tasks.repository.js';

export function taskView(row: TaskRow) {
  return {
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    estimateHours: numericToNumber(row.estimateHours),
    done: row.done,
    archivedAt: row.archivedAt === null ? null : row.archivedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function tagView(row: TagRow) {
  return {
    id: row.id,
    name: row.name,
    archivedAt: row.archivedAt === null ? null : row.archivedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
