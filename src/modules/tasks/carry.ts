import type { Executor } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import { lockTags, lockTask } from './tasks.repository.js';
import { distinctIds, tagRefusals, taskRefusal } from './tasks.rules.js';

/**
 * The task an entry of `projectId` is to carry, checked in the caller's transaction: 404 for an
 * id that is not a task of the organization (another organization's included), 400 for a task of
 * another project, an archived or a done one (unless the entry carries it already). The task's row
 * is share-locked, so it cannot be archived before the entry commits.
 */
export async function taskToCarry(
  tx: Executor,
  orgId: string,
  taskId: string,
  projectId: string | null,
  currentTaskId: string | null,
): Promise<{ id: string; name: string }> {
  const task = await lockTask(tx, orgId, taskId);
  if (!task) throw errors.notFound('Task', taskId);
  const refusal = taskRefusal(task, projectId, task.id === currentTaskId);
  if (refusal)
    throw errors.validation(
      `Task '${task.name}' ${refusal}`,
      [{ field: 'body.taskId', message: refusal }],
      "Choose an open, active task of the entry's project (GET /projects/{projectId}/tasks), or none.",
    );
  return { id: task.id, name: task.name };
}

/**
 * The tag ids an entry is to carry, distinct, checked in the caller's transaction: 404 naming the
 * ids that are not tags of the organization, 400 for archived tags the entry did not carry already.
 */
export async function tagsToCarry(
  tx: Executor,
  orgId: string,
  tagIds: readonly string[],
  currentTagIds: readonly string[],
): Promise<string[]> {
  const wanted = distinctIds(tagIds);
  const found = await lockTags(tx, orgId, wanted);
  const { missing, archived } = tagRefusals(wanted, found, new Set(currentTagIds));
  if (missing.length > 0) throw errors.notFound('Tag', missing.join(', '));
  if (archived.length > 0) {
    const names = found.filter((tag) => archived.includes(tag.id)).map((tag) => tag.name);
    throw errors.validation(
      `Archived tags cannot be added: ${names.join(', ')}`,
      [{ field: 'body.tagIds', message: `archived: ${archived.join(', ')}` }],
      'Unarchive the tags first (POST /tags/{tagId}/unarchive), or leave them out.',
    );
  }
  return wanted;
}
