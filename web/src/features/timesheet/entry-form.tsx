// Adding a manual entry or changing one: project, local date, start, end and notes. The server's
// answer to a refusal (overlap, approved or invoiced entry) is shown right here, beside the form.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormActions, TextField } from '../../components';
import { t } from '../../lib/i18n';
import { useAddEntry, useUpdateEntry, type TimeEntry } from './entries-api';
import { instantOf, localDateKey, localTimeOf } from './week';

interface EntryFormProps {
  /** The entry to change; without it the form adds a new one. */
  entry?: TimeEntry;
  /** The day a new entry is on at first. */
  defaultDate: Date;
  projects: readonly { id: string; name: string }[];
  onDone: () => void;
}

export function EntryForm({ entry, defaultDate, projects, onDone }: EntryFormProps) {
  const add = useAddEntry();
  const update = useUpdateEntry();
  const saving = entry ? update : add;
  const [projectId, setProjectId] = useState(entry?.projectId ?? '');
  const [date, setDate] = useState(localDateKey(entry ? new Date(entry.startTime) : defaultDate));
  const [start, setStart] = useState(entry ? localTimeOf(entry.startTime) : '09:00');
  const [end, setEnd] = useState(entry?.endTime ? localTimeOf(entry.endTime) : '10:00');
  const [notes, setNotes] = useState(entry?.notes ?? '');
  const [invalid, setInvalid] = useState<string | null>(null);
  const projectFieldId = useId();
  const titleId = useId();
  const firstField = useRef<HTMLSelectElement>(null);

  useEffect(() => firstField.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const startTime = instantOf(date, start);
    const endTime = instantOf(date, end);
    if (!startTime || !endTime) return setInvalid(t('timesheet.invalidTimes'));
    if (Date.parse(endTime) <= Date.parse(startTime)) return setInvalid(t('timesheet.endBeforeStart'));
    setInvalid(null);
    const trimmed = notes.trim();
    if (!entry) {
      add.mutate(
        { projectId: projectId || undefined, startTime, endTime, notes: trimmed || undefined, isBillable: true },
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
            onChange={(event) => setProjectId(event.target.value)}
          >
            <option value="">{t('timer.noProject')}</option>
            {projects.map((project) => (
              <option key={project.id} value={project.id}>
                {project.name}
              </option>
            ))}
          </select>
        </div>
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
