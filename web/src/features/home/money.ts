// Money on Home: projects near or over their budget, and invoices waiting to be paid. Money is
// never added across currencies: totals are per currency. Pure, so unit-tested.
import { daysBetweenKeys } from '../../lib/local-time';

type BudgetState = 'within' | 'near' | 'over';

/** A project's budget use as `budgetUse` (features/projects) measures it, with what names it. */
interface MeasuredProject {
  id: string;
  name: string;
  clientId: string;
  clientName: string;
  use:
    | { kind: 'hidden' | 'none' }
    | {
        kind: 'measured';
        unit: 'hours' | 'money';
        percent: number;
        state: BudgetState;
        total: number;
        remaining: number;
      };
}

export interface BudgetToWatch {
  id: string;
  name: string;
  clientName: string;
  state: 'near' | 'over';
  percent: number;
  unit: 'hours' | 'money';
  used: number;
  total: number;
  /** The client's currency for a money budget; null for hours, or when the client is not known. */
  currency: string | null;
}

/** Projects at or past the "near" line, the furthest over first. */
export function budgetsToWatch(
  projects: readonly MeasuredProject[],
  currencyOfClient: ReadonlyMap<string, string>,
): BudgetToWatch[] {
  const watched: BudgetToWatch[] = [];
  for (const { id, name, clientId, clientName, use } of projects) {
    if (use.kind !== 'measured' || use.state === 'within') continue;
    watched.push({
      id,
      name,
      clientName,
      state: use.state,
      percent: use.percent,
      unit: use.unit,
      used: use.total - use.remaining,
      total: use.total,
      currency: use.unit === 'money' ? (currencyOfClient.get(clientId) ?? null) : null,
    });
  }
  return watched.sort((a, b) => b.percent - a.percent);
}

export interface MoneyTotal {
  currency: string;
  amount: number;
}

/** Sums per currency in cents (the API rounds totals to cents), currencies in alphabetical order. */
export function totalsByCurrency(items: readonly { currency: string; total: number }[]): MoneyTotal[] {
  const cents = new Map<string, number>();
  for (const item of items) cents.set(item.currency, (cents.get(item.currency) ?? 0) + Math.round(item.total * 100));
  return [...cents]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amount]) => ({ currency, amount: amount / 100 }));
}

interface UnpaidInvoice {
  id: string;
  number: string | null;
  clientName: string;
  currency: string;
  total: number;
  dueDate: string | null;
}

export interface OverdueInvoice extends UnpaidInvoice {
  /** Days since the due day; null when an invoice marked overdue names no due day. */
  daysOverdue: number | null;
}

/** Overdue invoices with how late each is, the latest first (those without a due day last). */
export function overdueInvoices(invoices: readonly UnpaidInvoice[], today: string): OverdueInvoice[] {
  return invoices
    .map((invoice) => ({
      ...invoice,
      daysOverdue: invoice.dueDate === null ? null : Math.max(0, daysBetweenKeys(invoice.dueDate, today)),
    }))
    .sort((a, b) => (b.daysOverdue ?? -1) - (a.daysOverdue ?? -1));
}
