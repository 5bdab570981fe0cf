import { and, eq } from 'drizzle-orm';
import type { TenantContext } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/index.js';
import type { Weekday } from '../../platform/dates.js';
import type { AlertPreferences, AlertSettings } from './alerts.schemas.js';
import { alertPreferences, alertSettings } from './alerts.tables.js';

const DEFAULT_SETTINGS: AlertSettings = {
  budgetAlerts: true,
  capacityReminders: true,
  reminderWeekday: null,
  reminderHour: 15,
};
const DEFAULT_PREFERENCES: AlertPreferences = { budgetAlerts: true, capacityReminders: true };

export function createAlertsService(db: Db) {
  async function settings(orgId: string): Promise<AlertSettings> {
    const [row] = await db.select().from(alertSettings).where(eq(alertSettings.orgId, orgId));
    if (!row) return DEFAULT_SETTINGS;
    return {
      budgetAlerts: row.budgetAlerts,
      capacityReminders: row.capacityReminders,
      reminderWeekday: row.reminderWeekday as Weekday | null,
      reminderHour: row.reminderHour,
    };
  }

  async function preferences(ctx: TenantContext): Promise<AlertPreferences> {
    const [row] = await db
      .select({ budgetAlerts: alertPreferences.budgetAlerts, capacityReminders: alertPreferences.capacityReminders })
      .from(alertPreferences)
      .where(and(eq(alertPreferences.orgId, ctx.orgId), eq(alertPreferences.memberId, ctx.memberId)));
    return row ?? DEFAULT_PREFERENCES;
  }

  return {
    settings: (ctx: TenantContext) => settings(ctx.orgId),

    /** Changes only the fields sent; the rest keep their value (or default). */
    async updateSettings(ctx: TenantContext, change: Partial<AlertSettings>) {
      const next = { ...(await settings(ctx.orgId)), ...change };
      await db
        .insert(alertSettings)
        .values({ orgId: ctx.orgId, ...next })
        .onConflictDoUpdate({ target: alertSettings.orgId, set: change });
      return settings(ctx.orgId);
    },

    preferences,

    async updatePreferences(ctx: TenantContext, change: Partial<AlertPreferences>) {
      const next = { ...(await preferences(ctx)), ...change };
      await db
        .insert(alertPreferences)
        .values({ orgId: ctx.orgId, memberId: ctx.memberId, ...next })
        .onConflictDoUpdate({ target: [alertPreferences.orgId, alertPreferences.memberId], set: change });
      return preferences(ctx);
    },
  };
}
