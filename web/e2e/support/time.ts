// API calls the timesheet tests set their scene with (entries, approvals, a timer on another device).
import { apiCall } from './api.js';
import type { RunningServer } from './server.js';

type Headers = Record<string, string>;

export async function addManualEntry(
  server: RunningServer,
  person: { headers: Headers },
  entry: { projectId: string; startTime: string; endTime: string; notes: string },
) {
  await apiCall(server, 'POST', '/time/manual', entry, person.headers);
}

/** Starts the person's timer as their desktop tracker would: from another device than the page. */
export async function startTimerElsewhere(server: RunningServer, person: { headers: Headers }, projectId: string) {
  await apiCall(server, 'POST', '/time/timer/start', { projectId, notes: 'From the desktop app' }, person.headers);
}

/** YYYY-MM-DD of today in a time zone, and of the Monday `weeksBack` weeks before its week's Monday. */
export function localDays(timeZone: string, weeksBack: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const noon = new Date(`${today}T12:00:00Z`);
  const monday = new Date(noon.getTime() - (((noon.getUTCDay() + 6) % 7) + 7 * weeksBack) * 86_400_000);
  const day = (offset: number) => new Date(monday.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return { today, day };
}

/** Approves entries by id, as a manager reviewing the week would. */
export async function approveEntries(server: RunningServer, manager: { headers: Headers }, timeEntryIds: string[]) {
  await apiCall(server, 'POST', '/time/approve', { timeEntryIds, status: 'APPROVED' }, manager.headers);
}
