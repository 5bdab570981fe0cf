// The timer on every signed-in screen: start (with a task of the project and tags), stop and switch
// project; the running time ticks.
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ErrorNotice } from '../../components';
import { useLocalTime } from '../../lib/local-time';
import { t } from '../../lib/i18n';
import { EntryLabels, TagPicker, TaskSelect } from '../tags';
import {
  loggableProjectsQuery,
  runningTimerQuery,
  useStartTimer,
  useStopTimer,
  useSwitchProject,
  type RunningTimer,
} from './timer-api';
import { IdlePrompt } from './idle-prompt';
import { useNow } from './use-now';
import './timer.css';

export function TimerBar() {
  const timer = useQuery(runningTimerQuery);
  const projects = useQuery(loggableProjectsQuery);
  const start = useStartTimer();
  const stop = useStopTimer();
  const switchProject = useSwitchProject();
  const failure = start.error ?? stop.error ?? switchProject.error;

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
          projects={projects.data?.items ?? []}
          busy={stop.isPending || switchProject.isPending}
          onStop={() => {
            start.reset();
            switchProject.reset();
            stop.mutate(undefined);
          }}
          onSwitch={(projectId) => {
            start.reset();
            stop.reset();
            // Tasks are per project, so the new entry has none; the tags go along.
            switchProject.mutate({
              projectId,
              notes: timer.data?.notes ?? undefined,
              tagIds: timer.data?.tags.map((tag) => tag.id),
            });
          }}
        />
      ) : (
        <StartTimerForm
          projects={projects.data?.items ?? []}
          busy={start.isPending}
          onStart={(input) => {
            stop.reset();
            switchProject.reset();
            start.mutate(input);
          }}
        />
      )}
      {projects.isError && <ErrorNotice error={projects.error} onRetry={() => void projects.refetch()} />}
      {failure && <ErrorNotice error={failure} />}
      <IdlePrompt timerRunning={Boolean(timer.data)} />
    </section>
  );
}

interface Project {
  id: string;
  name: string;
}

function ProjectSelect({
  projects,
  value,
  onChange,
  label,
}: {
  projects: Project[];
  value: string;
  onChange: (id: string) => void;
  label: string;
}) {
  const id = useId();
  return (
    <div className="field timer-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name="projectId" value={value} onChange={(event) => onChange(event.target.value)}>
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
  busy,
  onStart,
}: {
  projects: Project[];
  busy: boolean;
  onStart: (input: { projectId?: string; notes?: string; taskId?: string; tagIds?: string[] }) => void;
}) {
  const [projectId, setProjectId] = useState('');
  const [taskId, setTaskId] = useState('');
  const [tagIds, setTagIds] = useState<string[]>([]);
  const [notes, setNotes] = useState('');
  const notesId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onStart({
      projectId: projectId || undefined,
      notes: notes.trim() || undefined,
      taskId: taskId || undefined,
      tagIds: tagIds.length > 0 ? tagIds : undefined,
    });
  };
  const chooseProject = (id: string) => {
    setProjectId(id);
    // A task belongs to one project.
    setTaskId('');
  };
  return (
    <form className="timer-form" onSubmit={submit}>
      <ProjectSelect projects={projects} value={projectId} onChange={chooseProject} label={t('timer.project')} />
      <TaskSelect projectId={projectId} value={taskId} onChange={setTaskId} className="field timer-field" />
      <TagPicker value={tagIds} onChange={setTagIds} className="field timer-field" />
      <div className="field timer-field timer-notes">
        <label htmlFor={notesId}>{t('timer.notes')}</label>
        <input
          id={notesId}
          name="notes"
          value={notes}
          maxLength={2000}
          onChange={(event) => setNotes(event.target.value)}
        />
      </div>
      <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
        {busy ? t('timer.starting') : t('timer.start')}
      </button>
    </form>
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
  const submitSwitch = (event: FormEvent) => {
    event.preventDefault();
    onSwitch(nextProject || undefined);
  };
  return (
    <div className="timer-running">
      <div className="timer-status">
        <span className="timer-clock" aria-label={t('timer.elapsed', { duration: format.duration(elapsed) })}>
          {format.durationClock(elapsed, true)}
        </span>
        <span>
          <strong>{running.projectName ?? t('timer.noProject')}</strong>
          {running.notes && <span className="muted"> · {running.notes}</span>}
          <span className="muted"> · {t('timer.since', { time: format.time(running.startTime) })}</span>
        </span>
        <EntryLabels taskName={running.taskName} tags={running.tags} />
      </div>
      <form className="timer-form" onSubmit={submitSwitch}>
        <ProjectSelect projects={projects} value={nextProject} onChange={setNextProject} label={t('timer.switchTo')} />
        <button
          type="submit"
          className="button button-secondary"
          disabled={busy || nextProject === (running.projectId ?? '')}
        >
          {t('timer.switch')}
        </button>
        <button type="button" className="button button-primary" disabled={busy} aria-busy={busy} onClick={onStop}>
          {busy ? t('timer.stopping') : t('timer.stop')}
        </button>
      </form>
    </div>
  );
}
