import type { TenantContext } from '../../platform/auth/context.js';
import type { Clock } from '../../platform/clock.js';
import type { Db, Executor } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import { newId } from '../../platform/ids.js';
import { toNumeric } from '../../platform/money.js';
import { findLoggableProject, mayTrackTimeTo } from '../projects/index.js';
import { withUniqueName } from './names.js';
import { findTask, insertTask, listTasks, updateTask, type TaskRow } from './tasks.repository.js';
import type { CreateTaskInput, ListTasksQuery, UpdateTaskInput } from './tasks.schemas.js';
import { taskView } from './tasks.view.js';

const NAME_INDEX = 'tasks_active_name_unique';

/**
 * A project's tasks are visible to whoever may track time to it (assigned, or
 * time.track.any_project) and to whoever sees every project; to anyone else the project is 404.
 */
function maySeeTasks(ctx: TenantContext, assigned: boolean) {
  // projects.manage brings projects.read.all (IMPLIED_PERMISSIONS), so it needs no case of its own.
  return mayTrackTimeTo(assigned, ctx.permissions) || ctx.permissions.has('projects.read.all');
}

export function createTasksService(db: Db, clock: Clock) {
  async function projectOf(tx: Executor, ctx: TenantContext, projectId: string) {
    const project = await findLoggableProject(tx, ctx.orgId, projectId, ctx.memberId);
    if (!project || !maySeeTasks(ctx, project.assigned)) throw errors.notFound('Project', projectId);
    return project;
  }

  /** The project's task, locked for the change; 404 for another project's or organization's. */
  async function taskOf(tx: Executor, ctx: TenantContext, projectId: string, taskId: string): Promise<TaskRow> {
    await projectOf(tx, ctx, projectId);
    const task = await findTask(tx, ctx.orgId, taskId);
    if (!task || task.projectId !== projectId) throw errors.notFound('Task', taskId);
    return task;
  }

  async function reread(ctx: TenantContext, taskId: string) {
    return taskView((await findTask(db, ctx.orgId, taskId))!);
  }

  return {
    async list(ctx: TenantContext, projectId: string, query: ListTasksQuery) {
      await projectOf(db, ctx, projectId);
      const rows = await listTasks(db, ctx.orgId, projectId, query);
      return { items: rows.map(taskView) };
    },

    async create(ctx: TenantContext, projectId: string, input: CreateTaskInput) {
      const now = clock.now();
      const id = newId();
      await db.transaction(async (tx) => {
        const project = await projectOf(tx, ctx, projectId);
        if (project.archivedAt)
          throw errors.conflict(
            'PROJECT_ARCHIVED',
            `Project '${project.name}' is archived`,
            'Unarchive it first to add tasks.',
          );
        await withUniqueName(
          () =>
            insertTask(tx, {
              id,
              orgId: ctx.orgId,
              projectId,
              name: input.name,
              estimateHours: toNumeric(input.estimateHours) ?? null,
              createdAt: now,
              updatedAt: now,
            }),
          NAME_INDEX,
          'task of the project',
          input.name,
        );
      });
      return reread(ctx, id);
    },

    async update(ctx: TenantContext, projectId: string, taskId: string, input: UpdateTaskInput) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        await taskOf(tx, ctx, projectId, taskId);
        await withUniqueName(
          () =>
            updateTask(tx, ctx.orgId, taskId, {
              ...(input.name !== undefined ? { name: input.name } : {}),
              ...(input.estimateHours !== undefined ? { estimateHours: toNumeric(input.estimateHours) } : {}),
              ...(input.done !== undefined ? { done: input.done } : {}),
              updatedAt: now,
            }),
          NAME_INDEX,
          'task of the project',
          input.name,
        );
      });
      return reread(ctx, taskId);
    },

    /** Idempotent both ways; unarchiving next to an active task of the same name is 409. */
    async setArchived(ctx: TenantContext, projectId: string, taskId: string, archived: boolean) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const task = await taskOf(tx, ctx, projectId, taskId);
        if ((task.archivedAt !== null) === archived) return;
        await withUniqueName(
          () => updateTask(tx, ctx.orgId, taskId, { archivedAt: archived ? now : null, updatedAt: now }),
          NAME_INDEX,
          'task of the project',
          task.name,
        );
      });
      return reread(ctx, taskId);
    },
  };
}
