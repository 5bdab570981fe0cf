import { describe, expect, it } from 'vitest';
import { createFormatters } from '../format';
import { errorWords, fieldWords } from './error-words';

const berlin = createFormatters({ locales: ['en-GB'], timeZone: 'Europe/Berlin' });
const server = { message: 'developer message', hint: 'developer hint' };

describe('error words', () => {
  it('says which entry an overlap clashes with, on the reader’s clocks, without its id', () => {
    const details = {
      conflictingEntry: { startTime: '2026-11-30T07:45:00.000Z', endTime: '2026-11-30T11:00:00.000Z' },
    };
    const words = errorWords('TIME_ENTRY_OVERLAP', details, server, berlin);
    expect(words.message).toBe('This overlaps another of your entries (08:45–12:00 on 30 Nov 2026).');
    expect(words.hint).toBe('Change the times, or edit or delete the other entry.');
    const running = errorWords(
      'TIME_ENTRY_OVERLAP',
      { conflictingEntry: { startTime: '2026-11-30T07:45:00.000Z', endTime: null } },
      server,
      berlin,
    );
    expect(running.message).toBe('This overlaps another of your entries (08:45–still running on 30 Nov 2026).');
    expect(errorWords('TIME_ENTRY_OVERLAP', undefined, server, berlin).message).toBe(
      'This overlaps another of your entries.',
    );
  });

  it('names everything the organization requires that an entry lacks, as the server does', () => {
    expect(errorWords('PROJECT_REQUIRED', { missing: ['project', 'notes'] }, server, berlin).message).toBe(
      'A project and notes are required for time in this organization.',
    );
    expect(errorWords('NOTES_REQUIRED', undefined, server, berlin).message).toBe(
      'Notes are required for time in this organization.',
    );
    expect(errorWords('TASK_REQUIRED', { missing: ['nonsense'] }, server, berlin).message).toBe(
      'A task is required for time in this organization.',
    );
  });

  it('names the fields of a validation error as words, never "details" or request paths', () => {
    const details = [
      { field: 'body.startTime', message: 'Invalid' },
      { field: 'body.startTime', message: 'Too early' },
      { field: 'querystring.projectId', message: 'Invalid uuid' },
    ];
    const words = errorWords('VALIDATION_ERROR', details, server, berlin);
    expect(words.message).toBe('Some of what you entered cannot be saved: start time, project id.');
    expect(`${words.message} ${words.hint}`).not.toMatch(/details|body\.|querystring/);
    expect(fieldWords('body.lines.0.unitPrice')).toBe('unit price');
  });

  it("speaks of roles, not permission keys or routes, where the API's hint names them", () => {
    const words = errorWords('FORBIDDEN', undefined, server, berlin);
    expect(words.message).toBe('Your role does not allow this.');
    expect(words.hint).not.toMatch(/GET |\/rbac|permission '/);
  });
});
