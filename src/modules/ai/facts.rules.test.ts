import { describe, expect, it } from 'vitest';
import type { ScreenshotMetadataRow } from '../screenshots/index.js';
import { screenshotsByEntry, screenshotsFact } from './facts.rules.js';

const shot = (id: string, memberId: string, at: string, extra: Partial<ScreenshotMetadataRow> = {}) => ({
  id,
  memberId,
  projectId: 'p',
  capturedAt: new Date(at),
  isBlurred: false,
  requestedLive: false,
  activeSeconds: null,
  slotSeconds: null,
  ...extra,
});
const entry = (id: string, memberId: string, start: string, end: string | null) => ({
  id,
  memberId,
  startTime: new Date(start),
  endTime: end ? new Date(end) : null,
});
const now = new Date('2026-11-16T18:00:00Z');

describe('screenshotsByEntry', () => {
  it('gives each screenshot to the first of its member’s entries holding its capture time, once', () => {
    const entries = [
      entry('late', 'm1', '2026-11-16T10:00:00Z', '2026-11-16T12:00:00Z'),
      entry('early', 'm1', '2026-11-16T09:00:00Z', '2026-11-16T11:00:00Z'),
      entry('running', 'm2', '2026-11-16T17:00:00Z', null),
    ];
    const shots = [
      shot('a', 'm1', '2026-11-16T10:30:00Z'), // in both overlapping entries: the earlier one
      shot('b', 'm1', '2026-11-16T12:00:00Z'), // the end is exclusive
      shot('c', 'm2', '2026-11-16T17:59:00Z'), // a running entry lasts until now
      shot('d', 'm2', '2026-11-16T10:30:00Z'), // another member's entry never counts
    ];
    const { byEntry, outside } = screenshotsByEntry(entries, shots, now);
    expect([...byEntry.entries()].map(([id, rows]) => [id, rows.map((row) => row.id)])).toEqual([
      ['early', ['a']],
      ['running', ['c']],
    ]);
    expect(outside.map((row) => row.id)).toEqual(['b', 'd']);
  });
});

describe('screenshotsFact', () => {
  it('counts blurred and live ones and lists capture times oldest first with their slot activity', () => {
    const fact = screenshotsFact([
      shot('b', 'm1', '2026-11-16T10:00:00Z', { isBlurred: true, requestedLive: true }),
      shot('a', 'm1', '2026-11-16T09:00:00Z', { activeSeconds: 200, slotSeconds: 600 }),
    ]);
    expect(fact).toEqual({
      count: 2,
      blurred: 1,
      requestedLive: 1,
      shots: [
        { capturedAt: '2026-11-16T09:00:00.000Z', activityPercent: 33.3, blurred: false, requestedLive: false },
        { capturedAt: '2026-11-16T10:00:00.000Z', activityPercent: null, blurred: true, requestedLive: true },
      ],
    });
  });
});
