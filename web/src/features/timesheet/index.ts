/** My timesheet, loaded only when someone opens it. */
export const loadTimesheetScreen = () => import('./timesheet-screen');
/** A person's entries of one week and where weeks start, for Home's week so far. */
export { weekEntriesQuery } from './entries-api';
export { weekStartOf } from './week';
