import type { TenantContext } from '../../platform/auth/context.js';
import type { Executor } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import { loggingRefusal } from './loggable.rules.js';
import { findLoggableProject, type LoggableProject } from './projects.repository.js';

/**
 * The project something is recorded on (time, activity, a screenshot): 404 when it is not the
 * organization's, 409 PROJECT_ARCHIVED, 403 NOT_ASSIGNED_TO_PROJECT (loggingRefusal). `memberId`
 * is whom it is recorded for (default the caller); `archivedHint` tells the caller what to do
 * instead, which depends on what they record.
 */
export async function requireLoggableProject(
  executor: Executor,
  ctx: TenantContext,
  projectId: string,
  { memberId = ctx.memberId, archivedHint }: { memberId?: string; archivedHint: string },
): Promise<LoggableProject> {
  const project = await findLoggableProject(executor, ctx.orgId, projectId, memberId);
  if (!project) throw errors.notFound('Project', projectId);
  const refusal = loggingRefusal(project, ctx.permissions);
  if (refusal === 'ARCHIVED')
    throw errors.conflict('PROJECT_ARCHIVED', `Project '${project.name}' is archived`, archivedHint);
  if (refusal === 'NOT_ASSIGNED')
    throw errors.forbidden(
      'NOT_ASSIGNED_TO_PROJECT',
      `You are not assigned to project '${project.name}'`,
      'Ask a manager to assign you to the project.',
    );
  return project;
}
