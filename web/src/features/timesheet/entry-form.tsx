// Adding a manual entry or changing one: project, task, tags, date, start, end (in the person's time zone) and notes. The server's
// answer to a refusal (overlap, approved or invoiced entry) is shown right here, beside the form.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormActions, TextField } from '../../components';
import { t } from '../../lib/i18n';
import { dayKeyOf, instantAt, useLocalTime, wallTimeOf } from '../../lib/local-time';
import { TagPicker, TaskSelect } from '../tags';
import { useAddEntry, useUpdateEntry, type TimeEntry } from './entries-api';

interface EntryFormProps {
  /** The entry to change; without it the form adds a new one. */
  entry?: TimeEntry;
  /** The day (YYYY-MM-DD) a new entry is on at first. */
  defaultDate: string;
  projects: readonly { id: string; name: string }[];
  onDone: () => void;
}

export function EntryForm({ entry, defaultDate, projects, onDone }: EntryFormProps) {
  const add = useAddEntry();
  const update = useUpdateEntry();
  const { timeZone } = useLocalTime();
  const saving = entry ? update : add;
  const [projectId, setProjectId] = useState(entry?.projectId ?? '');
  const [date, setDate] = useState(entry ? dayKeyOf(entry.startTime, timeZone) : defaultDate);
  const [start, setStart] = useState(entry ? wallTimeOf(entry.startTime, timeZone) : '09:00');
  const [end, setEnd] = useState(entry?.endTime ? wallTimeOf(entry.endTime, timeZone) : '10:00');
  const [notes, setNotes] = useState(entry?.notes ?? '');
  const [taskId, setTaskId] = useState(entry?.taskId ?? '');
  const [tagIds, setTagIds] = useState<string[]>(entry?.tags.map((tag) => tag.id) ?? []);
  const [invalid, setInvalid] = useState<string | null>(null);
  const projectFieldId = useId();
  const titleId = useId();
  const firstField = useRef<HTMLSelectElement>(null);

  useEffect(() => firstField.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const startTime = instantAt(date, start, timeZone)?.toISOString();
    const endTime = instantAt(date, end, timeZone)?.toISOString();
    if (!startTime || !endTime) return setInvalid(t('timesheet.invalidTimes'));
    if (Date.parse(endTime) <= Date.parse(startTime)) return setInvalid(t('timesheet.endBeforeStart'));
    setInvalid(null);
    const trimmed = notes.trim();
    if (!entry) {
      add.mutate(
        {
          projectId: projectId || undefined,
          startTime,
          endTime,
          notes: trimmed || undefined,
          isBillable: true,
          taskId: taskId || undefined,
          tagIds: tagIds.length > 0 ? tagIds : undefined,
        },
        { onSuccess: onDone },
      );
      return;
    }
    // Only what changed is sent: a notes-only change is allowed on invoiced time, a times change is not.
    const body: Parameters<typeof update.mutate>[0]['body'] = {};
    if ((entry.projectId ?? '') !== projectId) body.projectId = projectId || null;
    if (Date.parse(entry.startTime) !== Date.parse(startTime)) body.startTime = startTime;
    if (!entry.endTime || Date.parse(entry.endTime) !== Date.parse(endTime)) body.endTime = endTime;
    if ((entry.notes ?? '') !== trimmed) body.notes = trimmed || null;
    if ((entry.taskId ?? '') !== taskId) body.taskId = taskId || null;
    const before = entry.tags.map((tag) => tag.id);
    if (before.length !== tagIds.length || before.some((id) => !tagIds.includes(id))) body.tagIds = tagIds;
    if (Object.keys(body).length === 0) return onDone();
    update.mutate({ entryId: entry.id, body }, { onSuccess: onDone });
  };

  return (
    <form className="card entry-form" aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h2 id={titleId}>{entry ? t('timesheet.editTitle') : t('timesheet.addTitle')}</h2>
      <div className="entry-form-fields">
        <div className="field">
          <label htmlFor={projectFieldId}>{t('timesheet.project')}</label>
          <select
            id={projectFieldId}
            ref={firstField}
            name="projectId"
            value={projectId}
            onChange={(event) => {
              setProjectId(event.target.value);
              // A task belongs to one project.
              setTaskId('');
            }}
          >
            <option value="">{t('timer.noProject')}</option>
            {projects.map((project) => (
              <option key={project.id} value={project.id}>
                {project.name}
              </option>
            ))}
          </select>
        </div>
        <TaskSelect
          projectId={projectId}
          value={taskId}
          onChange={setTaskId}
          current={entry?.taskId ? { id: entry.taskId, name: entry.taskName ?? '' } : null}
        />
        <TagPicker value={tagIds} onChange={setTagIds} current={entry?.tags} />
        <TextField
          label={t('timesheet.date')}
          type="date"
          name="date"
          required
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
        <TextField
          label={t('timesheet.start')}
          type="time"
          name="start"
          required
          value={start}
          onChange={(e) => setStart(e.target.value)}
        />
        <TextField
          label={t('timesheet.end')}
          type="time"
          name="end"
          required
          value={end}
          onChange={(e) => setEnd(e.target.value)}
        />
        <TextField
          label={t('timesheet.notes')}
          name="notes"
          maxLength={2000}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
        />
      </div>
      {invalid && (
        <p className="notice notice-error" role="alert">
          {invalid}
        </p>
      )}
      <FormActions
        error={saving.error}
        busy={saving.isPending}
        busyLabel={t('timesheet.saving')}
        submitLabel={entry ? t('timesheet.saveChanges') : t('timesheet.addEntry')}
        onCancel={onDone}
      />
    </form>
  );
}
