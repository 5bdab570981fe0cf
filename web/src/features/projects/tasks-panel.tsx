// The project's tasks on its page: add with an estimate, rename or re-estimate, tick done, archive
// and bring back. Done and archived tasks stay on the time logged to them; people can no longer
// pick them for new time (the pickers offer open, active tasks only).
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { EmptyState, ErrorNotice, LoadingState, SubmitButton, TextField } from '../../components';
import { format } from '../../lib/format';
import { t } from '../../lib/i18n';
import {
  allProjectTasksQuery,
  useCreateTask,
  useSetTaskArchived,
  useUpdateTask,
  type ProjectTask,
} from './project-tasks-api';

/** "12.5" → 12.5; "" → null (no estimate); anything else → undefined (not a number of hours). */
function estimateOf(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const hours = Number(text.replace(',', '.'));
  return Number.isFinite(hours) && hours >= 0 ? hours : undefined;
}

function TaskFields({
  name,
  estimate,
  onName,
  onEstimate,
}: {
  name: string;
  estimate: string;
  onName: (value: string) => void;
  onEstimate: (value: string) => void;
}) {
  return (
    <>
      <TextField
        label={t('projectTasks.name')}
        name="taskName"
        maxLength={200}
        required
        value={name}
        onChange={(event) => onName(event.target.value)}
      />
      <TextField
        label={t('projectTasks.estimate')}
        name="estimateHours"
        inputMode="decimal"
        value={estimate}
        onChange={(event) => onEstimate(event.target.value)}
      />
    </>
  );
}

function AddTaskForm({ projectId }: { projectId: string }) {
  const create = useCreateTask(projectId);
  const [name, setName] = useState('');
  const [estimate, setEstimate] = useState('');
  const estimateHours = estimateOf(estimate);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '' || estimateHours === undefined) return;
    create.mutate(
      { name: name.trim(), estimateHours },
      {
        onSuccess: () => {
          setName('');
          setEstimate('');
        },
      },
    );
  };
  return (
    <form className="task-add" onSubmit={submit} aria-label={t('projectTasks.addTitle')}>
      <TaskFields name={name} estimate={estimate} onName={setName} onEstimate={setEstimate} />
      <SubmitButton
        busy={create.isPending}
        busyLabel={t('projectTasks.adding')}
        disabled={name.trim() === '' || estimateHours === undefined}
      >
        {t('projectTasks.add')}
      </SubmitButton>
      {create.error && <ErrorNotice error={create.error} />}
    </form>
  );
}

function EditTaskForm({ projectId, task, onDone }: { projectId: string; task: ProjectTask; onDone: () => void }) {
  const update = useUpdateTask(projectId);
  const [name, setName] = useState(task.name);
  const [estimate, setEstimate] = useState(task.estimateHours === null ? '' : String(task.estimateHours));
  const estimateHours = estimateOf(estimate);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '' || estimateHours === undefined) return;
    update.mutate({ taskId: task.id, change: { name: name.trim(), estimateHours } }, { onSuccess: onDone });
  };
  return (
    <form className="task-edit" onSubmit={submit} aria-label={t('projectTasks.editLabel', { name: task.name })}>
      <TaskFields name={name} estimate={estimate} onName={setName} onEstimate={setEstimate} />
      <div className="row">
        <SubmitButton busy={update.isPending} busyLabel={t('projectTasks.saving')}>
          {t('projectTasks.save')}
        </SubmitButton>
        <button type="button" className="button button-secondary" onClick={onDone}>
          {t('projects.cancel')}
        </button>
      </div>
      {update.error && <ErrorNotice error={update.error} />}
    </form>
  );
}

function TaskRow({ projectId, task }: { projectId: string; task: ProjectTask }) {
  const update = useUpdateTask(projectId);
  const setArchived = useSetTaskArchived(projectId);
  const [editing, setEditing] = useState(false);
  const [doneAsked, setDoneAsked] = useState<boolean | null>(null);
  const archived = task.archivedAt !== null;
  if (editing)
    return (
      <li className="task-row">
        <EditTaskForm projectId={projectId} task={task} onDone={() => setEditing(false)} />
      </li>
    );
  return (
    <li className={`task-row${task.done ? ' task-done' : ''}`}>
      <label className="task-check">
        <input
          type="checkbox"
          // Shows the answer asked for, at once, until the server's is back in the list.
          checked={doneAsked ?? task.done}
          aria-label={t('projectTasks.doneLabel', { name: task.name })}
          disabled={archived || update.isPending}
          onChange={(event) => {
            setDoneAsked(event.target.checked);
            update.mutate(
              { taskId: task.id, change: { done: event.target.checked } },
              { onSettled: () => setDoneAsked(null) },
            );
          }}
        />
        <span className="task-name">{task.name}</span>
      </label>
      <span className="task-estimate muted">
        {task.estimateHours === null
          ? t('projectTasks.noEstimate')
          : t('projectTasks.estimateOf', { hours: format.number(task.estimateHours) })}
      </span>
      <span className="row task-actions">
        {!archived && (
          <button
            type="button"
            className="button button-secondary"
            aria-label={t('projectTasks.editLabel', { name: task.name })}
            onClick={() => setEditing(true)}
          >
            {t('projectTasks.edit')}
          </button>
        )}
        <button
          type="button"
          className="button button-secondary"
          aria-label={t(archived ? 'projectTasks.unarchiveLabel' : 'projectTasks.archiveLabel', { name: task.name })}
          disabled={setArchived.isPending}
          onClick={() => setArchived.mutate({ taskId: task.id, archived: !archived })}
        >
          {archived ? t('projectTasks.unarchive') : t('projectTasks.archive')}
        </button>
      </span>
      {(update.error ?? setArchived.error) && <ErrorNotice error={update.error ?? setArchived.error} />}
    </li>
  );
}

export function TasksPanel({ projectId }: { projectId: string }) {
  const tasks = useQuery(allProjectTasksQuery(projectId));
  const active = (tasks.data ?? []).filter((task) => task.archivedAt === null);
  const archived = (tasks.data ?? []).filter((task) => task.archivedAt !== null);
  return (
    <section className="card stack" aria-labelledby="project-tasks-title">
      <h2 id="project-tasks-title">{t('projectTasks.title')}</h2>
      <p className="muted">{t('projectTasks.intro')}</p>
      <AddTaskForm projectId={projectId} />
      {tasks.isPending ? (
        <LoadingState />
      ) : tasks.isError ? (
        <ErrorNotice error={tasks.error} onRetry={() => void tasks.refetch()} />
      ) : active.length === 0 ? (
        <EmptyState>{t('projectTasks.none')}</EmptyState>
      ) : (
        <ul className="task-list" aria-label={t('projectTasks.title')}>
          {active.map((task) => (
            <TaskRow key={task.id} projectId={projectId} task={task} />
          ))}
        </ul>
      )}
      {archived.length > 0 && (
        <details className="task-archived">
          <summary>{t('projectTasks.archived', { count: archived.length })}</summary>
          <ul className="task-list" aria-label={t('projectTasks.archivedList')}>
            {archived.map((task) => (
              <TaskRow key={task.id} projectId={projectId} task={task} />
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
