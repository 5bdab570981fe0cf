import { describe, expect, it } from 'vitest';
import { missingFields, NO_ENTRY_RULES, requirementError, requirementMessage } from './entry-rules';

const all = { requireProject: true, requireTask: true, requireNotes: true, minimumTimerSeconds: 60 };

describe('what a time entry needs, in the web app', () => {
  it('asks for nothing until the settings say so', () => {
    expect(missingFields(NO_ENTRY_RULES, { projectId: '', taskId: '', notes: '' })).toEqual([]);
    expect(requirementError([])).toBeNull();
  });

  it('names what is missing, blank notes counting as none', () => {
    expect(missingFields(all, { projectId: '', taskId: '', notes: '  ' })).toEqual(['project', 'task', 'notes']);
    expect(missingFields(all, { projectId: 'p', taskId: 't', notes: 'Call' })).toEqual([]);
  });

  it("says it in the server's words (src/modules/time/entries/entry-rules.unit.test.ts)", () => {
    expect(requirementMessage(['project'])).toBe('A project is required for time in this organization');
    expect(requirementMessage(['notes'])).toBe('Notes are required for time in this organization');
    expect(requirementMessage(['project', 'notes'])).toBe(
      'A project and notes are required for time in this organization',
    );
    expect(requirementMessage(['project', 'task', 'notes'])).toBe(
      'A project, a task and notes are required for time in this organization',
    );
    // The form's own refusal reads as the server's would, in the web app's words for its code.
    const refusal = requirementError(['task', 'notes']);
    expect(refusal).toMatchObject({
      code: 'TASK_REQUIRED',
      message: 'A task and notes are required for time in this organization.',
      hint: 'Add what is missing and try again. Owners and Admins choose what time needs in Settings.',
    });
  });
});
