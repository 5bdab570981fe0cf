/** My timesheet, loaded only when someone opens it. */
export const loadTimesheetScreen = () => import('./timesheet-screen');
