// The task and tag pickers the timer bar and the timesheet's entry form share: the open, active
// tasks of the chosen project, and the organization's active tags as checkboxes behind a summary.
// What an entry already carries is offered too, though since archived or done, so an edit keeps it.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ErrorNotice, RequiredMarker } from '../../components';
import { t } from '../../lib/i18n';
import { projectTasksQuery, tagsQuery } from './tags-api';
import './tags.css';

interface Named {
  id: string;
  name: string;
}

interface TaskSelectProps {
  projectId: string;
  value: string;
  onChange: (taskId: string) => void;
  /** The task the entry carries now, offered even when no longer open. */
  current?: Named | null;
  className?: string;
  /** The organization requires a task (Settings → Time entries): marked so. */
  required?: boolean;
}

export function TaskSelect({ projectId, value, onChange, current, className = 'field', required }: TaskSelectProps) {
  const id = useId();
  const tasks = useQuery(projectTasksQuery(projectId));
  const options: Named[] = (tasks.data ?? []).map((task) => ({ id: task.id, name: task.name }));
  if (current && value === current.id && !options.some((task) => task.id === current.id)) options.unshift(current);
  return (
    <div className={className}>
      <label htmlFor={id}>
        {t('tags.task')}
        {required && <RequiredMarker />}
      </label>
      <select
        id={id}
        name="taskId"
        value={value}
        aria-required={required || undefined}
        disabled={projectId === ''}
        title={projectId === '' ? t('tags.chooseProjectFirst') : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{projectId === '' ? t('tags.chooseProjectFirst') : t('tags.noTask')}</option>
        {options.map((task) => (
          <option key={task.id} value={task.id}>
            {task.name}
          </option>
        ))}
      </select>
      {tasks.isError && <ErrorNotice error={tasks.error} onRetry={() => void tasks.refetch()} />}
    </div>
  );
}

interface TagPickerProps {
  value: readonly string[];
  onChange: (tagIds: string[]) => void;
  /** The tags the entry carries now, offered even when archived. */
  current?: readonly Named[];
  className?: string;
}

export function TagPicker({ value, onChange, current = [], className = 'field' }: TagPickerProps) {
  const labelId = useId();
  const tags = useQuery(tagsQuery());
  const choices: Named[] = [...(tags.data ?? [])];
  for (const tag of current) if (!choices.some((choice) => choice.id === tag.id)) choices.push(tag);
  const chosen = choices.filter((tag) => value.includes(tag.id)).map((tag) => tag.name);
  const toggle = (tagId: string, on: boolean) => onChange(on ? [...value, tagId] : value.filter((id) => id !== tagId));
  return (
    <div className={`${className} tag-picker`}>
      <span className="tag-picker-label" id={labelId}>
        {t('tags.tags')}
      </span>
      <details>
        <summary aria-describedby={labelId}>{chosen.length > 0 ? chosen.join(', ') : t('tags.pickTags')}</summary>
        <fieldset className="tag-picker-choices">
          <legend className="tags-visually-hidden">{t('tags.tags')}</legend>
          {tags.isError ? (
            <ErrorNotice error={tags.error} onRetry={() => void tags.refetch()} />
          ) : choices.length === 0 ? (
            <p className="muted">{tags.isPending ? '…' : t('tags.noTagsToPick')}</p>
          ) : (
            choices.map((tag) => (
              <label key={tag.id} className="choice-option">
                <input
                  type="checkbox"
                  name="tagIds"
                  value={tag.id}
                  checked={value.includes(tag.id)}
                  onChange={(event) => toggle(tag.id, event.target.checked)}
                />
                {tag.name}
              </label>
            ))
          )}
        </fieldset>
      </details>
    </div>
  );
}

/** An entry's task and tags as a line of text, for lists of entries. */
export function EntryLabels({ taskName, tags }: { taskName: string | null; tags: readonly Named[] }) {
  if (!taskName && tags.length === 0) return null;
  return (
    <p className="entry-labels">
      {taskName && (
        <span className="entry-task">
          <span className="tags-visually-hidden">{t('tags.task')}: </span>
          {taskName}
        </span>
      )}
      {tags.length > 0 && (
        <span className="entry-tags">
          <span className="tags-visually-hidden">{t('tags.tags')}: </span>
          {tags.map((tag) => (
            <span key={tag.id} className="tag-chip">
              {tag.name}
            </span>
          ))}
        </span>
      )}
    </p>
  );
}
