/** What deciding whether an entry may carry a task reads of the task. */
interface TaskFacts {
  projectId: string;
  done: boolean;
  archivedAt: Date | null;
}

/**
 * Why an entry of `projectId` may not carry `task`, or null when it may. A task the entry already
 * carries may stay though it was archived or marked done since (Clockify and Toggl keep history
 * as it was); a new choice must be open and active.
 */
export function taskRefusal(task: TaskFacts, projectId: string | null, alreadyCarried: boolean): string | null {
  if (projectId === null) return 'needs a project: a task belongs to one project';
  if (task.projectId !== projectId) return "belongs to another project than the entry's";
  if (alreadyCarried) return null;
  if (task.archivedAt) return 'is archived';
  if (task.done) return 'is done; reopen it to track time to it';
  return null;
}

/**
 * The tags among `requested` an entry may not newly carry: ids not found in the organization
 * (`missing`, answered as 404) and archived tags it did not carry already (`archived`).
 */
export function tagRefusals(
  requested: readonly string[],
  found: ReadonlyArray<{ id: string; archivedAt: Date | null }>,
  alreadyCarried: ReadonlySet<string>,
): { missing: string[]; archived: string[] } {
  const byId = new Map(found.map((tag) => [tag.id, tag]));
  const missing = requested.filter((id) => !byId.has(id));
  const archived = requested.filter((id) => byId.get(id)?.archivedAt && !alreadyCarried.has(id));
  return { missing, archived };
}

/** Unique ids in first-seen order: sending a tag twice carries it once. */
export function distinctIds(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}
