// API set-up for the team and notifications tests: people in a given built-in role, a running
// timer, a rejection, as the public API makes them (Bearer tokens, no browser).
import { apiCall } from './api.js';
import type { Person, RunningServer } from './server.js';

type Headers = Record<string, string>;

/** Someone added by the owner with a password, in a built-in role (MANAGER, MEMBER, …). */
export async function addPerson(
  server: RunningServer,
  owner: { headers: Headers },
  person: { email: string; fullName: string; role: string },
): Promise<Person> {
  const rbac = await apiCall<{ roles: { id: string; builtInKey: string | null }[] }>(
    server,
    'GET',
    '/rbac',
    undefined,
    owner.headers,
  );
  const roleId = rbac.roles.find((role) => role.builtInKey === person.role)?.id;
  const added: Person = { email: person.email, fullName: person.fullName, password: 'hidden-figures-1' };
  await apiCall(server, 'POST', '/organizations/members', { ...added, roleId }, owner.headers);
  return added;
}

export async function startTimer(server: RunningServer, headers: Headers, body: { projectId: string; notes: string }) {
  await apiCall(server, 'POST', '/time/timer/start', body, headers);
}

/** Rejects entries with a reason, as a manager reviewing the week would. */
export async function rejectEntries(server: RunningServer, headers: Headers, timeEntryIds: string[], reason: string) {
  await apiCall(
    server,
    'POST',
    '/time/approve',
    { timeEntryIds, status: 'REJECTED', rejectionReason: reason },
    headers,
  );
}
