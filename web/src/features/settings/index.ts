// The settings feature's public face: its screen.

/** Settings' index and its sections' pages (each shown only to roles it is for), loaded when opened. */
export const loadSettingsScreen = () => import('./settings-screen');

/** The organization's calendar (time zone, first day of the week, working days), for the app shell. */
export { calendarQuery, useEntryRules } from './settings-queries';
