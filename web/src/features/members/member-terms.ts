// A member's terms as a form holds them (role, rates, weekly capacity: text as typed), checked
// before sending so a mistake is named next to its field rather than by the server.
import type { MessageKey } from '../../lib/i18n';
import { amountText, parseCapacity, parseRate } from './amounts';

export interface TermsDraft {
  roleId: string;
  billableRate: string;
  costRate: string;
  capacity: string;
}

export interface Terms {
  roleId: string;
  billableRate: number | null;
  costRate: number | null;
  weeklyCapacityHours: number | null;
}

export type TermsErrors = Partial<Record<'billableRate' | 'costRate' | 'capacity', MessageKey>>;

export type CheckedTerms = { ok: true; terms: Terms } | { ok: false; errors: TermsErrors };

export function draftOf(member: {
  role: { id: string };
  billableRate: number | null;
  costRate: number | null;
  weeklyCapacityHours: number | null;
}): TermsDraft {
  return {
    roleId: member.role.id,
    billableRate: amountText(member.billableRate),
    costRate: amountText(member.costRate),
    capacity: amountText(member.weeklyCapacityHours),
  };
}

export function checkTerms(draft: TermsDraft): CheckedTerms {
  const billableRate = parseRate(draft.billableRate);
  const costRate = parseRate(draft.costRate);
  const capacity = parseCapacity(draft.capacity);
  const errors: TermsErrors = {};
  if (!billableRate.ok) errors.billableRate = 'members.invalidRate';
  if (!costRate.ok) errors.costRate = 'members.invalidRate';
  if (!capacity.ok) errors.capacity = 'members.invalidCapacity';
  if (!billableRate.ok || !costRate.ok || !capacity.ok) return { ok: false, errors };
  return {
    ok: true,
    terms: {
      roleId: draft.roleId,
      billableRate: billableRate.value,
      costRate: costRate.value,
      weeklyCapacityHours: capacity.value,
    },
  };
}

/**
 * What an edit sends: only what changed, so a manager who cannot see rates never overwrites them
 * (their fields are not shown, their draft stays as loaded) and an unchanged role is not re-granted.
 */
export function changedTerms(before: Terms, after: Terms): Partial<Terms> {
  const changes: Partial<Terms> = {};
  if (after.roleId !== before.roleId) changes.roleId = after.roleId;
  if (after.billableRate !== before.billableRate) changes.billableRate = after.billableRate;
  if (after.costRate !== before.costRate) changes.costRate = after.costRate;
  if (after.weeklyCapacityHours !== before.weeklyCapacityHours) changes.weeklyCapacityHours = after.weeklyCapacityHours;
  return changes;
}
