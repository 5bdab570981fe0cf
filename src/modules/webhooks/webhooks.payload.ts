import { permissionNeededFor } from '../webhook-outbox/index.js';
import type { Permission } from '../rbac/index.js';

interface StoredEvent {
  id: string;
  type: string;
  orgId: string;
  occurredAt: Date;
  data: unknown;
}

type Json = Record<string, unknown>;

/**
 * A field a reader sees only with one of `shownWith` (else it is null, as the routes show it);
 * `when`: the rule holds only for objects where this is true (a money budget), else all see it.
 */
interface FieldRule {
  shownWith: readonly Permission[];
  when?: (object: Json) => boolean;
}

const RATES: FieldRule = { shownWith: ['members.rates.read'] };
const MONEY: FieldRule = { shownWith: ['financials.read'] };
const moneyBudget = (object: Json) => object.budgetType === 'FIXED';
/** A project's own rate and budget are its settings: projects.manage shows them too, as GET /projects does. */
const SETTING: FieldRule = { shownWith: ['financials.read', 'projects.manage'] };

/**
 * The payload view: which fields of the objects events carry (docs/webhooks.md, "Payload") each
 * permission shows, as the routes' views show them; a field not named here is seen by whoever may
 * see the event. `profitability` is the project's nested summary, judged by the project's budget type.
 */
export const PAYLOAD_VIEW = {
  fields: {
    costRate: RATES,
    billRate: RATES,
    billableRate: RATES,
    hourlyBillRate: SETTING,
    totalBudget: { ...SETTING, when: moneyBudget },
  },
  profitability: {
    billableAmount: MONEY,
    cost: MONEY,
    profit: MONEY,
    marginPercent: MONEY,
    budgetUsedPercent: { ...MONEY, when: moneyBudget },
    budgetRemaining: { ...MONEY, when: moneyBudget },
  },
} as const satisfies Record<'fields' | 'profitability', Record<string, FieldRule>>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The permissions the view consults: holding them all, one sees every field a payload may show. */
export const PAYLOAD_PERMISSIONS: readonly Permission[] = [
  ...new Set(
    Object.values(PAYLOAD_VIEW).flatMap((rules) => Object.values(rules).flatMap((rule: FieldRule) => rule.shownWith)),
  ),
];

/** `object` with each field its rules hide from `permissions` nulled; `owner` decides a rule's `when`. */
function applyRules(object: Json, rules: Record<string, FieldRule>, owner: Json, permissions: ReadonlySet<string>) {
  const out: Json = { ...object };
  for (const [field, rule] of Object.entries(rules)) {
    if (!(field in out) || (rule.when && !rule.when(owner))) continue;
    if (!rule.shownWith.some((permission) => permissions.has(permission))) out[field] = null;
  }
  return out;
}

/**
 * The changed object as the API would show it to the subscription's creator, from the full
 * rendering stored with the event, by the payload view above.
 */
export function narrowTo(data: unknown, permissions: ReadonlySet<string>): unknown {
  if (!isObject(data)) return data;
  const out = applyRules(data, PAYLOAD_VIEW.fields, data, permissions);
  if (isObject(out.profitability))
    out.profitability = applyRules(out.profitability, PAYLOAD_VIEW.profitability, data, permissions);
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
