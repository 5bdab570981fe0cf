import { z } from 'zod';

const weekday = z.number().int().min(1).max(7);

export const alertSettingsSchema = z.object({
  budgetAlerts: z
    .boolean()
    .describe("Tell a project's managers and the Owners when it reaches 80% and 100% of its budget"),
  capacityReminders: z.boolean().describe('Nudge members below their weekly capacity near the end of the week'),
  reminderWeekday: weekday
    .nullable()
    .describe("ISO weekday of the reminder (Monday 1 … Sunday 7); null: the week's last working day"),
  reminderHour: z.number().int().min(0).max(23).describe("Hour of the reminder on the organization's clocks"),
});

export const alertSettingsBody = alertSettingsSchema
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Send at least one field to change' });

export const alertPreferencesSchema = z.object({
  budgetAlerts: z.boolean().describe('Budget alerts for projects the caller manages (Owners: every project)'),
  capacityReminders: z.boolean().describe("The caller's own capacity reminder"),
});

export const alertPreferencesBody = alertPreferencesSchema
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Send at least one field to change' });

export type AlertSettings = z.infer<typeof alertSettingsSchema>;
export type AlertPreferences = z.infer<typeof alertPreferencesSchema>;
