import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ModuleDeps } from '../../platform/module.js';
import { access } from '../../platform/auth/access.js';
import { defineRoute } from '../../platform/http/route.js';
import {
  createTaskBody,
  listTasksQuery,
  projectTasksParams,
  taskParams,
  taskSchema,
  updateTaskBody,
} from './tasks.schemas.js';
import { createTasksService } from './tasks.service.js';

const TAGS = ['Tasks'] as const;
const manage = access.tenant('projects.manage');

export async function tasksRoutes(app: FastifyInstance, { database, clock }: ModuleDeps) {
  const service = createTasksService(database.db, clock);

  defineRoute(app, {
    method: 'GET',
    url: '/projects/:projectId/tasks',
    operationId: 'listProjectTasks',
    tags: TAGS,
    summary: "A project's tasks, by name",
    description:
      'For whoever may track time to the project (assigned, or time.track.any_project) or sees every project; otherwise the project is 404. status: ACTIVE (default), ARCHIVED or ALL; done: true or false.',
    access: access.tenant('time.track'),
    params: projectTasksParams,
    query: listTasksQuery,
    errorStatuses: [404],
    response: z.object({ items: z.array(taskSchema) }),
    handler: ({ params, query, tenant }) => service.list(tenant, params.projectId, query),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/projects/:projectId/tasks',
    operationId: 'createProjectTask',
    tags: TAGS,
    summary: 'Add a task to a project',
    description:
      'Names are unique among the active tasks of a project, ignoring case (409); an archived project takes no new tasks (409).',
    access: manage,
    params: projectTasksParams,
    body: createTaskBody,
    successStatus: 201,
    errorStatuses: [404, 409],
    response: taskSchema,
    handler: ({ params, body, tenant }) => service.create(tenant, params.projectId, body),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/projects/:projectId/tasks/:taskId',
    operationId: 'updateProjectTask',
    tags: TAGS,
    summary: 'Rename a task, change its estimate, mark it done or open again',
    description: 'A done task stays on its entries but is not offered for new time; null clears the estimate.',
    access: manage,
    params: taskParams,
    body: updateTaskBody,
    errorStatuses: [404, 409],
    response: taskSchema,
    handler: ({ params, body, tenant }) => service.update(tenant, params.projectId, params.taskId, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/projects/:projectId/tasks/:taskId/archive',
    operationId: 'archiveProjectTask',
    tags: TAGS,
    summary: 'Archive a task: it stays on its entries but cannot be chosen for more',
    access: manage,
    params: taskParams,
    errorStatuses: [404],
    response: taskSchema,
    handler: ({ params, tenant }) => service.setArchived(tenant, params.projectId, params.taskId, true),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/projects/:projectId/tasks/:taskId/unarchive',
    operationId: 'unarchiveProjectTask',
    tags: TAGS,
    summary: 'Bring an archived task back',
    description: '409 when an active task of the project has its name meanwhile.',
    access: manage,
    params: taskParams,
    errorStatuses: [404, 409],
    response: taskSchema,
    handler: ({ params, tenant }) => service.setArchived(tenant, params.projectId, params.taskId, false),
  });
}
