import { z } from 'zod';
import type { TenantContext } from '../../platform/auth/context.js';
import type { Clock } from '../../platform/clock.js';
import type { Db, Executor } from '../../platform/db/index.js';
import { isUniqueViolation } from '../../platform/db/pg-errors.js';
import { errors } from '../../platform/http/errors.js';
import { decodeCursor, toPage } from '../../platform/http/pagination.js';
import { newId } from '../../platform/ids.js';
import { toNumeric } from '../../platform/money.js';
import type { ClientProjects } from './client-projects.port.js';
import {
  findActiveClientByName,
  findClient,
  insertClient,
  insertClientUnlessNamed,
  lockClient,
  pageClients,
  touchClient,
  type ClientRow,
} from './clients.repository.js';
import type { CreateClientInput, ListClientsQuery, UpdateClientInput } from './clients.schemas.js';
import { clientView, clientVisibilityOf } from './clients.view.js';

const cursorShape = z.object({ name: z.string(), id: z.uuid() });

const clientNotFound = (clientId: string) => errors.notFound('Client', clientId);

const nameTaken = (name: string) =>
  errors.conflict(
    'ALREADY_EXISTS',
    `Another active client of this organization is named '${name}'`,
    'Active client names are unique ignoring case; choose another name, or use (or unarchive) the existing client.',
  );

/** Runs a write that may give a client a name an active client has, turning the unique violation into a 409. */
async function guardingName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'clients_org_active_name_unique')) throw nameTaken(name);
    throw error;
  }
}

/** An empty free text is stored as none. */
const textOrNull = (text: string | null | undefined) => (text ? text : null);

/**
 * The client a project is to belong to, within the caller's transaction: `clientId` names one of
 * the organization (404 otherwise, also for another organization's), `clientName` the active
 * client of that name ignoring case, or else a new client it creates. Both given must agree.
 */
export async function resolveProjectClient(
  tx: Executor,
  orgId: string,
  ref: { clientId?: string; clientName?: string; currency?: string },
  now: Date,
): Promise<ClientRow> {
  if (ref.clientId !== undefined) {
    const client = await findClient(tx, orgId, ref.clientId);
    if (!client) throw clientNotFound(ref.clientId);
    if (ref.clientName !== undefined && ref.clientName.toLowerCase() !== client.name.toLowerCase()) {
      throw errors.validation(
        `clientName '${ref.clientName}' is not the name of client '${ref.clientId}'`,
        [{ field: 'body.clientName', message: `must be the name of the client clientId names ('${client.name}')` }],
        'Send clientId alone to choose a client by id, or clientName alone to choose (or create) one by name.',
      );
    }
    return client;
  }
  const name = ref.clientName!;
  const existing = await findActiveClientByName(tx, orgId, name);
  if (existing) return existing;
  await insertClientUnlessNamed(tx, {
    id: newId(),
    orgId,
    name,
    ...(ref.currency ? { currency: ref.currency } : {}),
    createdAt: now,
    updatedAt: now,
  });
  return (await findActiveClientByName(tx, orgId, name))!;
}

export function createClientsService(db: Db, clock: Clock, projects: ClientProjects) {
  async function reload(ctx: TenantContext, clientId: string) {
    const row = await findClient(db, ctx.orgId, clientId);
    if (!row) throw clientNotFound(clientId);
    return clientView(row, { ...clientVisibilityOf(ctx, projects), scope: { all: true } });
  }

  return {
    async list(ctx: TenantContext, query: ListClientsQuery) {
      const visibility = clientVisibilityOf(ctx, projects);
      const rows = await pageClients(db, ctx.orgId, visibility.scope, {
        status: query.status,
        search: query.search || undefined,
        after: decodeCursor(query.cursor, cursorShape),
        limit: query.limit + 1,
      });
      return toPage(
        rows,
        query.limit,
        (row) => ({ name: row.name.toLowerCase(), id: row.id }),
        (row) => clientView(row, visibility),
      );
    },

    async get(ctx: TenantContext, clientId: string) {
      const visibility = clientVisibilityOf(ctx, projects);
      const row = await findClient(db, ctx.orgId, clientId, visibility.scope);
      if (!row) throw clientNotFound(clientId);
      return clientView(row, visibility);
    },

    async create(ctx: TenantContext, input: CreateClientInput) {
      const id = newId();
      const now = clock.now();
      await guardingName(input.name, () =>
        insertClient(db, {
          id,
          orgId: ctx.orgId,
          name: input.name,
          billingAddress: textOrNull(input.billingAddress),
          taxId: input.taxId ?? null,
          contactEmail: input.contactEmail ?? null,
          currency: input.currency,
          defaultBillRate: toNumeric(input.defaultBillRate) ?? null,
          notes: textOrNull(input.notes),
          createdAt: now,
          updatedAt: now,
        }),
      );
      return reload(ctx, id);
    },

    /** A new name reaches every project of the client in the same transaction. */
    async update(ctx: TenantContext, clientId: string, input: UpdateClientInput) {
      const { name, billingAddress, notes, defaultBillRate, ...rest } = input;
      await guardingName(name ?? '', () =>
        db.transaction(async (tx) => {
          const before = await lockClient(tx, ctx.orgId, clientId);
          if (!before) throw clientNotFound(clientId);
          await touchClient(
            tx,
            ctx.orgId,
            clientId,
            {
              ...rest,
              name,
              billingAddress: billingAddress === undefined ? undefined : textOrNull(billingAddress),
              notes: notes === undefined ? undefined : textOrNull(notes),
              defaultBillRate: toNumeric(defaultBillRate),
            },
            clock.now(),
          );
          if (name !== undefined && name !== before.name) await projects.clientRenamed(tx, ctx.orgId, clientId, name);
        }),
      );
      return reload(ctx, clientId);
    },

    /** Idempotent both ways: archiving again keeps the first archivedAt. Its projects keep working. */
    async setArchived(ctx: TenantContext, clientId: string, archived: boolean) {
      await db.transaction(async (tx) => {
        const client = await lockClient(tx, ctx.orgId, clientId);
        if (!client) throw clientNotFound(clientId);
        if ((client.archivedAt !== null) === archived) return;
        const now = clock.now();
        await guardingName(client.name, () =>
          touchClient(tx, ctx.orgId, clientId, { archivedAt: archived ? now : null }, now),
        );
      });
      return reload(ctx, clientId);
    },
  };
}
