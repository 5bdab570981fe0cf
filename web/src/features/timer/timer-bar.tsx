// The timer on every signed-in screen: start (with a task of the project, tags and whether it is
// billable), stop and switch project; the running time ticks. What the organization requires is
// marked and checked before starting; a timer stopped under its minimum asks: keep or discard.
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ErrorNotice, RequiredMarker } from '../../components';
import type { ApiError } from '../../lib/api';
import { missingFields, requirementError, type EntryRules } from '../../lib/entry-rules';
import { useLocalTime } from '../../lib/local-time';
import { t } from '../../lib/i18n';
import { useEntryRules } from '../settings';
import { EntryLabels, TagPicker, TaskSelect } from '../tags';
import {
  loggableProjectsQuery,
  runningTimerQuery,
  shortTimerSeconds,
  useStartTimer,
  useStopTimer,
  useSwitchProject,
  type IfShort,
  type RunningTimer,
  type StartInput,
} from './timer-api';
import { IdlePrompt } from './idle-prompt';
import { ShortTimerDialog } from './short-timer-dialog';
import { useNow } from './use-now';
import './timer.css';

export function TimerBar() {
  const timer = useQuery(runningTimerQuery);
  const projects = useQuery(loggableProjectsQuery);
  const start = useStartTimer();
  const stop = useStopTimer();
  const switchProject = useSwitchProject();
  const rules = useEntryRules();
  // A stop the server refused as too short becomes the question, not an error.
  const shortSeconds = shortTimerSeconds(stop.error);
  const [discarded, setDiscarded] = useState(false);
  const failure = start.error ?? (shortSeconds === null ? stop.error : null) ?? switchProject.error;
  const projectList = projects.data?.items ?? [];
  const billableOf = (id: string | undefined) =>
    projectList.find((project) => project.id === id)?.billableByDefault ?? true;
  const stopWith = (ifShort: IfShort) => {
    start.reset();
    switchProject.reset();
    setDiscarded(false);
    stop.mutate(ifShort, { onSuccess: (answer) => setDiscarded(answer.discarded) });
  };

  return (
    <section className="timer-bar" aria-label={t('timer.region')}>
      {timer.isPending ? (
        <p className="muted">{t('timer.loading')}</p>
      ) : timer.isError ? (
        <ErrorNotice error={timer.error} onRetry={() => void timer.refetch()} />
      ) : timer.data ? (
        <RunningTimerControls
          running={timer.data}
          fetchedAt={timer.dataUpdatedAt}
          projects={projectList}
          busy={stop.isPending || switchProject.isPending}
          onStop={() => stopWith('ASK')}
          onSwitch={(projectId) => {
            const running = timer.data!;
            start.reset();
            stop.reset();
            setDiscarded(false);
            // Tasks are per project, so the new entry has none; the tags go along.
            switchProject.mutate({
              entryId: running.id,
              projectId,
              notes: running.notes ?? undefined,
              tagIds: running.tags.map((tag) => tag.id),
              isBillable: billableOf(projectId),
            });
          }}
        />
      ) : (
        <StartTimerForm
          projects={projectList}
          rules={rules}
          busy={start.isPending}
          onStart={(input) => {
            stop.reset();
            switchProject.reset();
            setDiscarded(false);
            start.mutate(input);
          }}
        />
      )}
      {shortSeconds !== null && timer.data && (
        <ShortTimerDialog
          elapsedSeconds={shortSeconds}
          busy={stop.isPending}
          onAnswer={stopWith}
          onClose={() => stop.reset()}
        />
      )}
      <div role="status" className={discarded ? 'notice notice-info' : undefined}>
        {discarded ? t('entryRules.discarded') : null}
      </div>
      {projects.isError && <ErrorNotice error={projects.error} onRetry={() => void projects.refetch()} />}
      {failure && <ErrorNotice error={failure} />}
      <IdlePrompt timerRunning={Boolean(timer.data)} />
    </section>
  );
}

interface Project {
  id: string;
  name: string;
  billableByDefault?: boolean;
}

function ProjectSelect({
  projects,
  value,
  onChange,
  label,
  required,
}: {
  projects: Project[];
  value: string;
  onChange: (id: string) => void;
  label: string;
  required?: boolean;
}) {
  const id = useId();
  return (
    <div className="field timer-field">
      <label htmlFor={id}>
        {label}
        {required && <RequiredMarker />}
      </label>
      <select
        id={id}
        name="projectId"
        value={value}
        aria-required={required || undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('timer.noProject')}</option>
        {projects.map((project) => (
          <option key={project.id} value={project.id}>
            {project.name}
          </option>
        ))}
      </select>
    </div>
  );
}

function StartTimerForm({
  projects,
  rules,
  busy,
  onStart,
}: {
  projects: Project[];
  rules: EntryRules;
  busy: boolean;
  onStart: (input: StartInput) => void;
}) {
  const [projectId, setProjectId] = useState('');
  const [taskId, setTaskId] = useState('');
  const [tagIds, setTagIds] = useState<string[]>([]);
  const [notes, setNotes] = useState('');
  const billableOf = (id: string) => projects.find((project) => project.id === id)?.billableByDefault ?? true;
  const [billable, setBillable] = useState<boolean | null>(null);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const notesId = useId();
  const billableId = useId();
  const detailsId = useId();
  // On a phone the bar is one row, the notes and Start; the rest opens on request (timer.css).
  const [showDetails, setShowDetails] = useState(false);
  // The project's default until the person sets the switch.
  const isBillable = billable ?? billableOf(projectId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused = requirementError(missingFields(rules, { projectId, taskId, notes }));
    setRefusal(refused);
    // What is missing may be among the details: shown, so it can be filled in.
    if (refused) {
      setShowDetails(true);
      return;
    }
    onStart({
      projectId: projectId || undefined,
      notes: notes.trim() || undefined,
      taskId: taskId || undefined,
      tagIds: tagIds.length > 0 ? tagIds : undefined,
      isBillable,
    });
  };
  const chooseProject = (id: string) => {
    setProjectId(id);
    // A task belongs to one project.
    setTaskId('');
  };
  return (
    <>
      <form
        className={`timer-form timer-start${showDetails ? ' timer-details-shown' : ''}`}
        onSubmit={submit}
        noValidate
      >
        <div id={detailsId} className="timer-details">
          <ProjectSelect
            projects={projects}
            value={projectId}
            onChange={chooseProject}
            label={t('timer.project')}
            required={rules.requireProject}
          />
          <TaskSelect
            projectId={projectId}
            value={taskId}
            onChange={setTaskId}
            className="field timer-field"
            required={rules.requireTask}
          />
          <TagPicker value={tagIds} onChange={setTagIds} className="field timer-field" />
        </div>
        <div className="field timer-field timer-notes">
          <label htmlFor={notesId}>
            {t('timer.notes')}
            {rules.requireNotes && <RequiredMarker />}
          </label>
          <input
            id={notesId}
            name="notes"
            value={notes}
            maxLength={2000}
            aria-required={rules.requireNotes || undefined}
            onChange={(event) => setNotes(event.target.value)}
          />
        </div>
        <div className="choice-option timer-billable timer-details">
          <input
            id={billableId}
            type="checkbox"
            role="switch"
            name="isBillable"
            checked={isBillable}
            onChange={(event) => setBillable(event.target.checked)}
          />
          <label htmlFor={billableId}>{t('entryRules.billable')}</label>
        </div>
        <button
          type="button"
          className="button button-secondary timer-details-toggle"
          aria-expanded={showDetails}
          aria-controls={detailsId}
          onClick={() => setShowDetails((shown) => !shown)}
        >
          {t('timer.details')}
        </button>
        <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
          {busy ? t('timer.starting') : t('timer.start')}
        </button>
      </form>
      {refusal && <ErrorNotice error={refusal} />}
    </>
  );
}

interface RunningProps {
  running: RunningTimer;
  fetchedAt: number;
  projects: Project[];
  busy: boolean;
  onStop: () => void;
  onSwitch: (projectId: string | undefined) => void;
}

function RunningTimerControls({ running, fetchedAt, projects, busy, onStop, onSwitch }: RunningProps) {
  const { format } = useLocalTime();
  const now = useNow();
  // Counted from the server's own duration when it answered, so a wrong clock here cannot skew it.
  const elapsed = running.durationSeconds + Math.max(0, Math.floor((now - fetchedAt) / 1000));
  const [nextProject, setNextProject] = useState(running.projectId ?? '');
  const switchId = useId();
  // On a phone switching opens on request, so the running bar is the clock, the project and Stop.
  const [showSwitch, setShowSwitch] = useState(false);
  const submitSwitch = (event: FormEvent) => {
    event.preventDefault();
    onSwitch(nextProject || undefined);
  };
  return (
    <div className={`timer-running${showSwitch ? ' timer-details-shown' : ''}`}>
      <div className="timer-status">
        <span className="timer-clock" aria-label={t('timer.elapsed', { duration: format.duration(elapsed) })}>
          {format.durationClock(elapsed, true)}
        </span>
        <span className="timer-summary">
          <strong>{running.projectName ?? t('timer.noProject')}</strong>
          {running.notes && <span className="muted"> · {running.notes}</span>}
          <span className="muted"> · {t('timer.since', { time: format.time(running.startTime) })}</span>
        </span>
        <EntryLabels taskName={running.taskName} tags={running.tags} />
      </div>
      <form className="timer-form" onSubmit={submitSwitch}>
        <div id={switchId} className="timer-details timer-switch">
          <ProjectSelect
            projects={projects}
            value={nextProject}
            onChange={setNextProject}
            label={t('timer.switchTo')}
          />
          <button
            type="submit"
            className="button button-secondary"
            disabled={busy || nextProject === (running.projectId ?? '')}
          >
            {t('timer.switch')}
          </button>
        </div>
        <button
          type="button"
          className="button button-secondary timer-details-toggle"
          aria-expanded={showSwitch}
          aria-controls={switchId}
          onClick={() => setShowSwitch((shown) => !shown)}
        >
          {t('timer.changeProject')}
        </button>
        <button type="button" className="button button-primary" disabled={busy} aria-busy={busy} onClick={onStop}>
          {busy ? t('timer.stopping') : t('timer.stop')}
        </button>
      </form>
    </div>
  );
}
