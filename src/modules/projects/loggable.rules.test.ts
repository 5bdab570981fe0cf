import { describe, expect, it } from 'vitest';
import type { PermissionName } from '../../platform/auth/access.js';
import { loggingRefusal, mayTrackTimeTo } from './loggable.rules.js';

const none = new Set<PermissionName>();
const anyProject = new Set<PermissionName>(['time.track.any_project']);
const archivedAt = new Date('2025-01-01T00:00:00Z');

describe('mayTrackTimeTo', () => {
  it('lets assigned members and time.track.any_project track time, nobody else', () => {
    expect(mayTrackTimeTo(true, none)).toBe(true);
    expect(mayTrackTimeTo(false, anyProject)).toBe(true);
    expect(mayTrackTimeTo(false, new Set<PermissionName>(['projects.manage']))).toBe(false);
  });
});

describe('loggingRefusal', () => {
  it('allows an active project to whoever may track time to it', () => {
    expect(loggingRefusal({ archivedAt: null, assigned: true }, none)).toBeNull();
    expect(loggingRefusal({ archivedAt: null, assigned: false }, anyProject)).toBeNull();
  });

  it('refuses an unassigned member without time.track.any_project', () => {
    expect(loggingRefusal({ archivedAt: null, assigned: false }, none)).toBe('NOT_ASSIGNED');
  });

  it('refuses an archived project to everyone, and says so before the assignment', () => {
    expect(loggingRefusal({ archivedAt, assigned: true }, anyProject)).toBe('ARCHIVED');
    expect(loggingRefusal({ archivedAt, assigned: false }, none)).toBe('ARCHIVED');
  });
});
