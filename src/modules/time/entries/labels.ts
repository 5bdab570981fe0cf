import { tagsToCarry, taskToCarry } from '../../tasks/index.js';
import { setEntryTags, tagIdsOf, type MemberTimeTx } from '../time.repository.js';

/** What an edit says about the entry's task and tags; undefined: unchanged. */
interface LabelInput {
  taskId?: string | null;
  tagIds?: string[];
}

/**
 * The task column an edited entry gets, checked: the one asked for (null clears it), else none
 * when the entry moves to another project (tasks are per project, as in Clockify), else unchanged.
 */
export async function taskChange(
  tx: MemberTimeTx,
  orgId: string,
  entry: { projectId: string | null; taskId: string | null },
  projectId: string | null,
  input: LabelInput,
): Promise<{ taskId?: string | null }> {
  if (input.taskId === null) return { taskId: null };
  if (input.taskId !== undefined)
    return { taskId: (await taskToCarry(tx, orgId, input.taskId, projectId, entry.taskId)).id };
  return projectId !== entry.projectId && entry.taskId !== null ? { taskId: null } : {};
}

/** Replaces the entry's tags when the edit names them (checked first); true when it did. */
export async function replaceTags(tx: MemberTimeTx, orgId: string, entryId: string, input: LabelInput) {
  if (input.tagIds === undefined) return false;
  const tagIds = await tagsToCarry(tx, orgId, input.tagIds, await tagIdsOf(tx, orgId, entryId));
  await setEntryTags(tx, orgId, entryId, tagIds);
  return true;
}
