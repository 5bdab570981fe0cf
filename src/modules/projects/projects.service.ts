import { z } from 'zod';
import type { TenantContext } from '../../platform/auth/context.js';
import type { Clock } from '../../platform/clock.js';
import { uncachedReports, type ReportCache, type SizedAnswer } from '../../platform/db/snapshot-cache.js';
import type { Db, Executor } from '../../platform/db/index.js';
import { isUniqueViolation } from '../../platform/db/pg-errors.js';
import { AppError, errors } from '../../platform/http/errors.js';
import { decodeCursor, toPage } from '../../platform/http/pagination.js';
import { newId } from '../../platform/ids.js';
import { toNumeric } from '../../platform/money.js';
import { noProjectBlurListener, type ProjectBlurListener } from './project-blur.port.js';
import { resolveProjectClient } from '../clients/index.js';
import { findPeople, type Person } from '../members/index.js';
import { recordWebhookEvent, type WebhookEventType } from '../webhook-outbox/index.js';
import type { ProjectTimeReader } from './project-time.port.js';
import {
  assigneesOf,
  findProject,
  insertProject,
  lockProject,
  pageProjects,
  replaceAssignees,
  touchProject,
  type Assignee,
  type ProjectRow,
} from './projects.repository.js';
import type { CreateProjectInput, ListProjectsQuery, UpdateProjectInput } from './projects.schemas.js';
import { projectView, visibilityOf, type ProjectVisibility } from './projects.view.js';

const cursorShape = z.object({ id: z.uuid() });

export const projectNotFound = (projectId: string) => errors.notFound('Project', projectId);

const codeTaken = (code: string) =>
  errors.conflict(
    'PROJECT_CODE_TAKEN',
    `Another project of this organization already has the code '${code}'`,
    'Codes are unique ignoring case; choose another code.',
  );

/** Runs a write that may take a code already in use, turning the unique violation into a 409. */
async function guardingCode<T>(code: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (code !== undefined && isUniqueViolation(error, 'projects_org_code_unique')) throw codeTaken(code);
    throw error;
  }
}

/**
 * The member ids `ids` name, each a member id or a user id of this organization. Assignable are
 * ACTIVE and INVITED members, and anyone already assigned (`keep`), so sending back an assignment
 * as read never fails because someone was deactivated since. Anything else is 404.
 */
async function resolveAssignees(
  tx: Executor,
  orgId: string,
  ids: string[],
  keep: ReadonlySet<string> = new Set(),
): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await findPeople(tx, orgId, ids);
  const assignable = (person: Person) => person.status !== 'DEACTIVATED' || keep.has(person.id);
  const memberIds = new Set<string>();
  const unknown: string[] = [];
  for (const id of ids) {
    const member = found.find((candidate) => (candidate.id === id || candidate.userId === id) && assignable(candidate));
    if (member) memberIds.add(member.id);
    else unknown.push(id);
  }
  if (unknown.length > 0) {
    throw new AppError(
      'NOT_FOUND',
      `No active or invited member of this organization has the id ${unknown.map((id) => `'${id}'`).join(', ')}`,
      'assignedUserIds takes user ids (user.id) or member ids (id) from GET /organizations/members; deactivated members cannot be newly assigned.',
    );
  }
  return [...memberIds];
}

export function createProjectsService(
  db: Db,
  clock: Clock,
  projectTime: ProjectTimeReader,
  blurListener: ProjectBlurListener = noProjectBlurListener,
  cache: ReportCache = uncachedReports,
) {
  /** Loads what the views of `rows` need in two queries, whatever their number; returns the view maker. */
  async function prepareViews(rows: ProjectRow[], ctx: TenantContext, visibility: ProjectVisibility) {
    const ids = rows.map((row) => row.id);
    const [assignees, totals] = await Promise.all([
      assigneesOf(db, ctx.orgId, ids),
      projectTime.totalsByProject(db, ctx.orgId, ids, 'NOT_REJECTED'),
    ]);
    const assigneesByProject = new Map<string, Assignee[]>();
    for (const assignee of assignees) {
      const group = assigneesByProject.get(assignee.projectId);
      if (group) group.push(assignee);
      else assigneesByProject.set(assignee.projectId, [assignee]);
    }
    return (row: ProjectRow) => projectView(row, assigneesByProject.get(row.id) ?? [], totals.get(row.id), visibility);
  }

  /** One project as `ctx` sees it; 404 when it is not theirs to see. */
  async function get(ctx: TenantContext, projectId: string) {
    const visibility = visibilityOf(ctx);
    const row = await findProject(db, ctx.orgId, projectId, visibility.scope);
    if (!row) throw projectNotFound(projectId);
    return (await prepareViews([row], ctx, visibility))(row);
  }

  /** Reads a project back after a change by someone allowed to change every project. */
  async function reload(ctx: TenantContext, projectId: string) {
    const visibility = { ...visibilityOf(ctx), scope: { all: true } as const };
    const row = await findProject(db, ctx.orgId, projectId);
    if (!row) throw projectNotFound(projectId);
    return (await prepareViews([row], ctx, visibility))(row);
  }

  /** A webhook event carrying the project as GET /projects/{projectId} shows it in full, in the change's transaction. */
  function emitProjectEvent(tx: Executor, orgId: string, type: WebhookEventType, projectId: string) {
    return recordWebhookEvent(tx, orgId, type, async () => {
      const row = await findProject(tx, orgId, projectId);
      if (!row) return null;
      const assignees = await assigneesOf(tx, orgId, [projectId]);
      const totals = await projectTime.totalsByProject(tx, orgId, [projectId], 'NOT_REJECTED');
      return projectView(row, assignees, totals.get(projectId), {
        scope: { all: true },
        money: true,
        moneySettings: true,
      });
    });
  }

  type ProjectPage = Awaited<ReturnType<typeof listPage>>;

  /** One page of the projects `ctx` may see, with their members and time. */
  async function listPage(ctx: TenantContext, query: ListProjectsQuery, visibility: ProjectVisibility) {
    const after = decodeCursor(query.cursor, cursorShape);
    const rows = await pageProjects(db, ctx.orgId, visibility.scope, {
      status: query.status,
      clientId: query.clientId,
      afterId: after?.id,
      limit: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    const toView = await prepareViews(page, ctx, visibility);
    return toPage(rows, query.limit, (row) => ({ id: row.id }), toView);
  }

  return {
    get,

    list(ctx: TenantContext, query: ListProjectsQuery) {
      return listPage(ctx, query, visibilityOf(ctx));
    },

    /** The page as `prepare` serializes it, kept by the report cache while the data is unchanged. */
    listAnswer<T extends SizedAnswer>(ctx: TenantContext, query: ListProjectsQuery, prepare: (page: ProjectPage) => T) {
      const visibility = visibilityOf(ctx);
      // What a page shows depends on the data, the query and what the caller may see: nothing else.
      return cache.read(ctx, { query, visibility }, async () => prepare(await listPage(ctx, query, visibility)));
    },

    async create(ctx: TenantContext, input: CreateProjectInput) {
      const id = newId();
      const now = clock.now();
      await guardingCode(input.code, () =>
        db.transaction(async (tx) => {
          const assignees = await resolveAssignees(tx, ctx.orgId, input.assignedUserIds);
          const client = await resolveProjectClient(tx, ctx.orgId, input, now);
          await insertProject(tx, {
            id,
            orgId: ctx.orgId,
            name: input.name,
            clientId: client.id,
            clientName: client.name,
            code: input.code,
            description: input.description ?? null,
            budgetType: input.budgetType,
            totalBudget: toNumeric(input.totalBudget)!,
            // Omitted, the client's default rate; null, none.
            hourlyBillRate:
              input.hourlyBillRate === undefined ? client.defaultBillRate : (toNumeric(input.hourlyBillRate) ?? null),
            screenshotIntervalMins: input.screenshotIntervalMins,
            blurScreenshots: input.blurScreenshots,
            billableByDefault: input.billableByDefault,
            createdAt: now,
            updatedAt: now,
          });
          await replaceAssignees(tx, ctx.orgId, id, assignees);
          await emitProjectEvent(tx, ctx.orgId, 'project.created', id);
        }),
      );
      return reload(ctx, id);
    },

    async update(ctx: TenantContext, projectId: string, input: UpdateProjectInput) {
      const { assignedUserIds, totalBudget, hourlyBillRate, clientId, clientName, ...settings } = input;
      const blurSwitchedOn = await guardingCode(input.code, () =>
        db.transaction(async (tx) => {
          const before = await lockProject(tx, ctx.orgId, projectId);
          if (!before) throw projectNotFound(projectId);
          if (assignedUserIds !== undefined) {
            const current = await assigneesOf(tx, ctx.orgId, [projectId]);
            const memberIds = await resolveAssignees(
              tx,
              ctx.orgId,
              assignedUserIds,
              new Set(current.map((assignee) => assignee.memberId)),
            );
            await replaceAssignees(tx, ctx.orgId, projectId, memberIds);
          }
          const client =
            clientId === undefined && clientName === undefined
              ? undefined
              : await resolveProjectClient(tx, ctx.orgId, { clientId, clientName }, clock.now());
          await touchProject(
            tx,
            ctx.orgId,
            projectId,
            {
              ...settings,
              ...(client && { clientId: client.id, clientName: client.name }),
              totalBudget: toNumeric(totalBudget) ?? undefined,
              hourlyBillRate: toNumeric(hourlyBillRate),
            },
            clock.now(),
          );
          await emitProjectEvent(tx, ctx.orgId, 'project.updated', projectId);
          return settings.blurScreenshots === true && !before.blurScreenshots;
        }),
      );
      // After the commit: the screenshots stored sharp before it are blurred in the background.
      if (blurSwitchedOn) blurListener.blurSwitchedOn(ctx.orgId, projectId);
      return reload(ctx, projectId);
    },

    /** Idempotent both ways: archiving again keeps the first archivedAt. */
    async setArchived(ctx: TenantContext, projectId: string, archived: boolean) {
      await db.transaction(async (tx) => {
        const project = await lockProject(tx, ctx.orgId, projectId);
        if (!project) throw projectNotFound(projectId);
        if ((project.archivedAt !== null) === archived) return;
        const now = clock.now();
        await touchProject(tx, ctx.orgId, projectId, { archivedAt: archived ? now : null }, now);
        await emitProjectEvent(tx, ctx.orgId, 'project.updated', projectId);
      });
      return reload(ctx, projectId);
    },
  };
}
