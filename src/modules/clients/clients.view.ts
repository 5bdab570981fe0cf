import type { TenantContext } from '../../platform/auth/context.js';
import { numericToNumber } from '../../platform/money.js';
import type { ClientProjects } from './client-projects.port.js';
import type { ClientRow, ClientScope } from './clients.repository.js';
import type { ClientView } from './clients.schemas.js';

/** What a caller may see of clients, decided once per request from their role's permissions. */
interface ClientVisibility {
  scope: ClientScope;
  /** The default bill rate: to those who see money or keep clients' billing details (financials.read, clients.manage). */
  money: boolean;
}

export function clientVisibilityOf(ctx: TenantContext, projects: ClientProjects): ClientVisibility {
  return {
    scope: ctx.permissions.has('projects.read.all')
      ? { all: true }
      : { all: false, visibleIds: projects.clientIdsAssignedTo(ctx.orgId, ctx.memberId) },
    money: ctx.permissions.has('financials.read') || ctx.permissions.has('clients.manage'),
  };
}

export function clientView(row: ClientRow, visibility: ClientVisibility): ClientView {
  return {
    id: row.id,
    name: row.name,
    billingAddress: row.billingAddress,
    taxId: row.taxId,
    contactEmail: row.contactEmail,
    currency: row.currency,
    defaultBillRate: visibility.money ? numericToNumber(row.defaultBillRate) : null,
    notes: row.notes,
    isArchived: row.archivedAt !== null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
