import { describe, expect, it } from 'vitest';
import { IdleRuleError, resolveIdle } from './idle.rules.js';

const at = (iso: string) => new Date(iso);
const stopped = { start: at('2026-11-16T09:00:00Z'), end: at('2026-11-16T11:00:00Z'), idleSeconds: 0 };
const running = { start: at('2026-11-16T09:00:00Z'), end: null, idleSeconds: 0 };
const now = at('2026-11-16T10:00:00Z');

describe('resolveIdle', () => {
  it('KEEP changes nothing', () => {
    expect(resolveIdle(stopped, 'KEEP', 600, now)).toEqual({ entry: {}, offlineSpan: null, resumeAt: null });
  });

  it('DISCARD removes the idle seconds from the entry', () => {
    expect(resolveIdle(stopped, 'DISCARD', 900, now).entry).toEqual({ idleSeconds: 900 });
    expect(resolveIdle({ ...stopped, idleSeconds: 300 }, 'DISCARD', 900, now).entry).toEqual({ idleSeconds: 1200 });
  });

  it('SPLIT_OFFLINE cuts the last idle seconds of a stopped entry into an offline span', () => {
    const result = resolveIdle(stopped, 'SPLIT_OFFLINE', 1800, now);
    expect(result.entry).toEqual({ end: at('2026-11-16T10:30:00Z') });
    expect(result.offlineSpan).toEqual({ start: at('2026-11-16T10:30:00Z'), end: at('2026-11-16T11:00:00Z') });
    expect(result.resumeAt).toBeNull();
  });

  it('SPLIT_OFFLINE on a running timer ends it where idling began and resumes tracking now', () => {
    const result = resolveIdle(running, 'SPLIT_OFFLINE', 600, now);
    expect(result.entry).toEqual({ end: at('2026-11-16T09:50:00Z') });
    expect(result.offlineSpan).toEqual({ start: at('2026-11-16T09:50:00Z'), end: now });
    expect(result.resumeAt).toEqual(now);
  });

  it('SPLIT_OFFLINE of the whole entry turns the entry itself offline', () => {
    const result = resolveIdle(stopped, 'SPLIT_OFFLINE', 7200, now, 'Power cut');
    expect(result.entry).toEqual({ end: stopped.end, isOffline: true, isBillable: false, notes: 'Power cut' });
    expect(result.offlineSpan).toBeNull();
  });

  it('refuses more idle time than the entry has left, and non-positive amounts', () => {
    expect(() => resolveIdle(stopped, 'DISCARD', 7201, now)).toThrow(IdleRuleError);
    expect(() => resolveIdle({ ...stopped, idleSeconds: 7000 }, 'DISCARD', 201, now)).toThrow(IdleRuleError);
    expect(() => resolveIdle(running, 'KEEP', 3601, now)).toThrow(IdleRuleError);
    expect(() => resolveIdle(stopped, 'KEEP', 0, now)).toThrow(IdleRuleError);
    expect(() => resolveIdle(stopped, 'KEEP', 1.5, now)).toThrow(IdleRuleError);
  });
});
