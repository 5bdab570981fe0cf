// API calls the timesheet tests set their scene with (projects, entries, a timer on another device).
import type { RunningServer } from './server.js';

type Headers = Record<string, string>;

export async function send(server: RunningServer, method: string, url: string, headers: Headers, body?: unknown) {
  const response = await fetch(`${server.apiOrigin}/api/v1${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: unknown }).data;
}

export async function createProject(server: RunningServer, owner: { headers: Headers }, name: string, code: string) {
  const project = (await send(server, 'POST', '/projects', owner.headers, {
    name,
    clientName: 'Royal Society',
    code,
    budgetType: 'HOURLY',
    totalBudget: 100,
    screenshotIntervalMins: 10,
  })) as { id: string };
  return project.id;
}

export async function addManualEntry(
  server: RunningServer,
  person: { headers: Headers },
  entry: { projectId: string; startTime: string; endTime: string; notes: string },
) {
  await send(server, 'POST', '/time/manual', person.headers, entry);
}

/** Starts the person's timer as their desktop tracker would: from another device than the page. */
export async function startTimerElsewhere(server: RunningServer, person: { headers: Headers }, projectId: string) {
  await send(server, 'POST', '/time/timer/start', person.headers, { projectId, notes: 'From the desktop app' });
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
  await send(server, 'POST', '/time/approve', manager.headers, { timeEntryIds, status: 'APPROVED' });
}
