// The settings feature's public face: its screen.

/** The settings screen (everyone: the calendar, changed by Owners and Admins; their own zone), loaded when opened. */
export const loadSettingsScreen = () => import('./settings-screen');

/** The organization's calendar (time zone, first day of the week, working days), for the app shell. */
export { calendarQuery, useEntryRules } from './settings-queries';
