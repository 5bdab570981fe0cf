import type { TenantContext } from '../../platform/auth/context.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/index.js';
import { addDays, lengthInDays } from '../../platform/dates.js';
import { isBareDay, rangeBound } from '../../platform/http/dates.js';
import { errors } from '../../platform/http/errors.js';
import { newId } from '../../platform/ids.js';
import { scopedMemberId } from '../members/index.js';

import { findLoggableProject } from '../projects/index.js';
import { organizationRules, replaceOrganizationRules, slotTotals, usageTotals } from './activities.repository.js';
import type { SummaryQuery } from './activities.schemas.js';
import { breakdown, BUILT_IN_RULES, classify, normalizePattern, percent, type Rule } from './classify.rules.js';

export const DEFAULT_SUMMARY_DAYS = 7;
export const MAX_SUMMARY_DAYS = 366;
export const TOP_ITEMS = 10;

export function createActivitiesService(db: Db, clock: Clock) {
  const memberFilter = (ctx: TenantContext, userId: string | undefined) =>
    scopedMemberId(db, ctx, userId, 'activities.read.all', 'activity');

  return {
    /**
     * Activity of the slots starting in [from, to): totals, productivity, categories and the top
     * applications and sites. Sums are computed by the database; classification applies the
     * organization's rules to the distinct names it returns.
     */
    async summary(ctx: TenantContext, query: SummaryQuery) {
      // A bare date is a whole day of the organization's zone; the zone is read only then.
      const zone = isBareDay(query.from) || isBareDay(query.to) ? ctx.calendar.timeZone : undefined;
      const to = rangeBound(query.to, true, zone) ?? clock.now();
      const from = rangeBound(query.from, false, zone) ?? addDays(to, -DEFAULT_SUMMARY_DAYS);
      if (from >= to) throw errors.validation('from must be before to', { from: query.from, to: query.to });
      if (lengthInDays({ start: from, end: to }) > MAX_SUMMARY_DAYS)
        throw errors.validation(
          `A summary covers at most ${MAX_SUMMARY_DAYS} days`,
          undefined,
          'Ask for a shorter range, or several.',
        );
      const memberId = await memberFilter(ctx, query.userId);
      if (query.projectId && !(await findLoggableProject(db, ctx.orgId, query.projectId, ctx.memberId)))
        throw errors.notFound('Project', query.projectId);
      const filter = { orgId: ctx.orgId, memberId, projectId: query.projectId, from, to };
      const [totals, usages, rules] = await Promise.all([
        slotTotals(db, filter),
        usageTotals(db, filter),
        organizationRules(db, ctx.orgId),
      ]);
      const { productivity, categories } = breakdown(rules, usages);
      const top = (kind: 'APP' | 'SITE') => {
        const items = usages.filter((usage) => usage.kind === kind);
        const all = items.reduce((sum, usage) => sum + usage.seconds, 0);
        return items
          .sort((a, b) => b.seconds - a.seconds || a.name.localeCompare(b.name))
          .slice(0, TOP_ITEMS)
          .map((usage) => {
            const { category, productivity: kindOf } = classify(rules, kind, usage.name);
            return {
              name: usage.name,
              seconds: usage.seconds,
              percent: percent(usage.seconds, all),
              category,
              productivity: kindOf,
            };
          });
      };
      return {
        from: from.toISOString(),
        to: to.toISOString(),
        memberId: memberId ?? null,
        projectId: query.projectId ?? null,
        slots: totals.slots,
        members: totals.members,
        trackedSeconds: Math.round(totals.trackedSeconds),
        activeSeconds: totals.activeSeconds,
        keyboardSeconds: totals.keyboardSeconds,
        mouseSeconds: totals.mouseSeconds,
        activityPercent: percent(totals.activeSeconds, totals.trackedSeconds),
        productivity,
        categories,
        topApplications: top('APP'),
        topSites: top('SITE').map(({ name, ...rest }) => ({ site: name, ...rest })),
      };
    },

    async rules(ctx: TenantContext) {
      return { rules: await organizationRules(db, ctx.orgId), builtInRules: [...BUILT_IN_RULES] };
    },

    /** Replaces the organization's rules whole; two rules for the same kind and pattern are refused. */
    async replaceRules(ctx: TenantContext, body: { rules: Rule[] }) {
      const seen = new Set<string>();
      const rules = body.rules.map((rule, index) => {
        const pattern = normalizePattern(rule.kind, rule.pattern);
        const key = `${rule.kind}:${pattern}`;
        if (pattern === '') throw errors.validation(`rules[${index}].pattern is empty`, { index });
        if (seen.has(key))
          throw errors.validation(
            `rules[${index}] repeats the ${rule.kind} pattern '${pattern}'`,
            { index },
            'Keep one rule per kind and pattern.',
          );
        seen.add(key);
        return { id: newId(), kind: rule.kind, pattern, category: rule.category, productivity: rule.productivity };
      });
      await db.transaction((tx) => replaceOrganizationRules(tx, ctx.orgId, rules, clock.now()));
      return this.rules(ctx);
    },
  };
}
