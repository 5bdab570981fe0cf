import { permissionNeededFor } from '../webhook-outbox/index.js';

interface StoredEvent {
  id: string;
  type: string;
  orgId: string;
  occurredAt: Date;
  data: unknown;
}

type Json = Record<string, unknown>;

const RATE_KEYS = ['costRate', 'billRate', 'billableRate'];
const PROFIT_KEYS = ['billableAmount', 'cost', 'profit', 'marginPercent'];

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The permissions `narrowTo` consults: holding them all, one sees every field a payload may show. */
export const PAYLOAD_PERMISSIONS = ['members.rates.read', 'financials.read', 'projects.manage'] as const;

/**
 * The changed object as the API would show it to the subscription's creator, from the full
 * rendering stored with the event: the same fields nulled as the routes null them without
 * members.rates.read (rates) or financials.read (revenue, cost, profit and a money budget;
 * a project's own rate and budget stay for projects.manage, as GET /projects shows them).
 */
export function narrowTo(data: unknown, permissions: ReadonlySet<string>): unknown {
  if (!isObject(data)) return data;
  const out: Json = { ...data };
  if (!permissions.has('members.rates.read')) for (const key of RATE_KEYS) if (key in out) out[key] = null;
  if (!permissions.has('financials.read')) {
    const moneyBudget = out.budgetType === 'FIXED';
    const settings = permissions.has('projects.manage');
    if ('hourlyBillRate' in out && !settings) out.hourlyBillRate = null;
    if ('totalBudget' in out && moneyBudget && !settings) out.totalBudget = null;
    if (isObject(out.profitability)) {
      const profitability: Json = { ...out.profitability };
      for (const key of PROFIT_KEYS) if (key in profitability) profitability[key] = null;
      if (moneyBudget) {
        profitability.budgetUsedPercent = null;
        profitability.budgetRemaining = null;
      }
      out.profitability = profitability;
    }
  }
  return out;
}

/** The JSON body of a delivery, or null when its creator may not see this event at all. */
export function deliveryBody(event: StoredEvent, permissions: ReadonlySet<string>): string | null {
  const needed = permissionNeededFor(event.type);
  if (needed !== null && !permissions.has(needed)) return null;
  return JSON.stringify({
    id: event.id,
    type: event.type,
    timestamp: event.occurredAt.toISOString(),
    organizationId: event.orgId,
    data: narrowTo(event.data, permissions),
  });
}
