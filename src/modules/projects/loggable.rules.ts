import type { PermissionName } from '../../platform/auth/access.js';

/** Members assigned to a project may track time to it; `time.track.any_project` to any project. */
export function mayTrackTimeTo(assigned: boolean, permissions: ReadonlySet<PermissionName>): boolean {
  return assigned || permissions.has('time.track.any_project');
}

/** Why nothing may be recorded on a project (time, activity, a screenshot), answered in this order. */
type LoggingRefusal = 'ARCHIVED' | 'NOT_ASSIGNED';

/**
 * Whether someone may record on an existing project: never on an archived one, otherwise as
 * `mayTrackTimeTo` says. `assigned` is whether the member being recorded for is assigned;
 * `permissions` are the caller's, who may record for someone else (editing their entry).
 */
export function loggingRefusal(
  project: { archivedAt: Date | null; assigned: boolean },
  permissions: ReadonlySet<PermissionName>,
): LoggingRefusal | null {
  if (project.archivedAt) return 'ARCHIVED';
  if (!mayTrackTimeTo(project.assigned, permissions)) return 'NOT_ASSIGNED';
  return null;
}
