// Adding a manual entry or changing one: project, task, tags, date, start, end (in the person's time zone), notes and
// whether it is billable (a new entry: the project's default until the person sets it). What the organization requires
// is marked and checked before sending, in the server's words; the server's answer to a refusal (overlap, approved or
// invoiced entry) is shown right here, beside the form.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ErrorNotice, FormActions, RequiredMarker, TextField } from '../../components';
import type { ApiError } from '../../lib/api';
import { missingFields, requirementError } from '../../lib/entry-rules';
import { t } from '../../lib/i18n';
import { dayKeyOf, instantAt, useLocalTime, wallTimeOf } from '../../lib/local-time';
import { useEntryRules } from '../settings';
import { TagPicker, TaskSelect } from '../tags';
import { useAddEntry, useUpdateEntry, type TimeEntry } from './entries-api';

interface EntryFormProps {
  /** The entry to change; without it the form adds a new one. */
  entry?: TimeEntry;
  /** The day (YYYY-MM-DD) a new entry is on at first. */
  defaultDate: string;
  projects: readonly { id: string; name: string; billableByDefault?: boolean }[];
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
  const rules = useEntryRules();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const billableOf = (id: string) => projects.find((project) => project.id === id)?.billableByDefault ?? true;
  const [billable, setBillable] = useState(entry ? entry.isBillable : billableOf(''));
  // Once the person sets the switch, a change of project no longer moves it.
  const [billableTouched, setBillableTouched] = useState(Boolean(entry));
  const projectFieldId = useId();
  const billableId = useId();
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
    // As the server checks: a new entry needs everything required; a change cannot take it away.
    const lacking = entry
      ? missingFields(rules, {
          projectId: entry.projectId ?? '',
          taskId: entry.taskId ?? '',
          notes: entry.notes ?? '',
        })
      : [];
    const missing = missingFields(rules, { projectId, taskId, notes: trimmed }).filter(
      (field) => !lacking.includes(field),
    );
    const refused = requirementError(missing);
    setRefusal(refused);
    if (refused) return;
    if (!entry) {
      add.mutate(
        {
          projectId: projectId || undefined,
          startTime,
          endTime,
          notes: trimmed || undefined,
          isBillable: billable,
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
    if (entry.isBillable !== billable) body.isBillable = billable;
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
          <label htmlFor={projectFieldId}>
            {t('timesheet.project')}
            {rules.requireProject && <RequiredMarker />}
          </label>
          <select
            id={projectFieldId}
            ref={firstField}
            name="projectId"
            value={projectId}
            aria-required={rules.requireProject || undefined}
            onChange={(event) => {
              setProjectId(event.target.value);
              // A task belongs to one project.
              setTaskId('');
              if (!billableTouched) setBillable(billableOf(event.target.value));
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
          required={rules.requireTask}
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
          marked={rules.requireNotes}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
        />
        <div className="choice-option entry-billable">
          <input
            id={billableId}
            type="checkbox"
            role="switch"
            name="isBillable"
            checked={billable}
            onChange={(event) => {
              setBillable(event.target.checked);
              setBillableTouched(true);
            }}
          />
          <label htmlFor={billableId}>{t('entryRules.billable')}</label>
        </div>
      </div>
      {invalid && (
        <p className="notice notice-error" role="alert">
          {invalid}
        </p>
      )}
      {refusal && <ErrorNotice error={refusal} />}
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
