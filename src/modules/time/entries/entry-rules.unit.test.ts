import { describe, expect, it } from 'vitest';
import {
  clearedFields,
  isShortTimer,
  missingFields,
  requirementMessage,
  secondsInWords,
  stopOutcome,
} from './entry-rules.rules.js';

const none = { requireProject: false, requireTask: false, requireNotes: false };
const all = { requireProject: true, requireTask: true, requireNotes: true };
const empty = { projectId: null, taskId: null, notes: null };
const full = { projectId: 'p', taskId: 't', notes: 'Wrote the report' };

describe('what an entry needs', () => {
  it('asks nothing while every switch is off', () => {
    expect(missingFields(none, empty)).toEqual([]);
  });

  it('names what is missing in the order a form asks: project, task, notes', () => {
    expect(missingFields(all, empty)).toEqual(['project', 'task', 'notes']);
    expect(missingFields(all, full)).toEqual([]);
    expect(missingFields({ ...none, requireTask: true }, { ...full, taskId: null })).toEqual(['task']);
  });

  it('counts blank notes as none', () => {
    expect(missingFields({ ...none, requireNotes: true }, { ...full, notes: '   ' })).toEqual(['notes']);
    expect(missingFields({ ...none, requireNotes: true }, { ...full, notes: '' })).toEqual(['notes']);
  });

  it('refuses a change only for what it takes away', () => {
    // Recorded before the rule: other changes stay possible.
    expect(clearedFields(all, empty, { ...empty, notes: 'Later' })).toEqual([]);
    expect(clearedFields(all, full, { ...full, projectId: null, taskId: null })).toEqual(['project', 'task']);
    expect(clearedFields(all, full, { ...full, notes: null })).toEqual(['notes']);
    expect(clearedFields(none, full, empty)).toEqual([]);
  });

  it('says what is missing in words for people', () => {
    expect(requirementMessage(['project'])).toBe('A project is required for time in this organization');
    expect(requirementMessage(['notes'])).toBe('Notes are required for time in this organization');
    expect(requirementMessage(['project', 'notes'])).toBe(
      'A project and notes are required for time in this organization',
    );
    expect(requirementMessage(['project', 'task', 'notes'])).toBe(
      'A project, a task and notes are required for time in this organization',
    );
  });
});

describe('a timer stopped under the minimum', () => {
  it('is short under the minimum only, and never with no minimum', () => {
    expect(isShortTimer(3, 60)).toBe(true);
    expect(isShortTimer(59, 60)).toBe(true);
    expect(isShortTimer(60, 60)).toBe(false);
    expect(isShortTimer(0, 0)).toBe(false);
  });

  it('does what the caller asked when short, and keeps it otherwise', () => {
    expect(stopOutcome(3, 60, 'ASK')).toBe('ASK');
    expect(stopOutcome(3, 60, 'DISCARD')).toBe('DISCARD');
    expect(stopOutcome(3, 60, 'KEEP')).toBe('KEEP');
    expect(stopOutcome(600, 60, 'DISCARD')).toBe('KEEP');
    expect(stopOutcome(3, 0, 'ASK')).toBe('KEEP');
  });

  it('says a span of seconds in words', () => {
    expect(secondsInWords(1)).toBe('1 second');
    expect(secondsInWords(3)).toBe('3 seconds');
    expect(secondsInWords(60)).toBe('1 minute');
    expect(secondsInWords(90)).toBe('1 minute 30 seconds');
    expect(secondsInWords(3600)).toBe('60 minutes');
  });
});
