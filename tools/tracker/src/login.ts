/**
 * Signing in: with email and password or with an API key; the organization and the project are
 * picked by name from what the server lists (a numbered list at a terminal when there is a choice
 * and none was given), and remembered in the session.
 */
import { PunchclockApi } from './api.js';
import { pick, PickError } from './pick.js';
import { choose, interactive } from './prompt.js';
import type { Session } from './state.js';

interface LoginInput {
  baseUrl: string;
  email?: string;
  password?: string;
  apiKey?: string;
  org?: string;
  project?: string;
}

export async function login(input: LoginInput): Promise<Session> {
  const anonymous = new PunchclockApi(input.baseUrl);
  if (!input.apiKey && !(input.email && input.password))
    throw new PickError('give --email and --password, or --api-key (or their environment variables)');
  let credentials: { token: string; organizationId: string };
  let email: string;
  let organizationName: string | undefined;
  if (input.apiKey) {
    // A key works in its own organization only, and not on account routes (GET /auth/me): the
    // organization's id is needed, and checked by a tenant request.
    if (!input.org || !UUID.test(input.org))
      throw new PickError(
        "an API key works in its organization only: give --org with that organization's id (x-organization-id in docs/api-keys.md)",
      );
    credentials = { token: input.apiKey, organizationId: input.org };
    await new PunchclockApi(input.baseUrl, credentials).timer();
    email = `API key ${input.apiKey.slice(0, 12)}…`;
  } else {
    const token = await anonymous.signIn(input.email!, input.password!);
    const me = await new PunchclockApi(input.baseUrl, { token, organizationId: '' }).me();
    const org = await chooseOne('organization', me.organizations, input.org);
    if (!org) throw new PickError('you are not an active member of any organization');
    // Signed in again for the organization chosen, as the web app does.
    credentials = await anonymous.login(input.email!, input.password!, org.id);
    email = me.user.email;
    organizationName = org.name;
  }
  const api = new PunchclockApi(input.baseUrl, credentials);
  const projects = (await api.projects()).items;
  const project = await chooseOne('project', projects, input.project, true);
  return {
    ...credentials,
    baseUrl: input.baseUrl,
    email,
    auth: input.apiKey ? 'api-key' : 'password',
    ...(organizationName ? { organizationName } : {}),
    ...(project ? { projectId: project.id, projectName: project.name } : {}),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The one given by name or id; else the only one; else a question at a terminal; else an error listing them. */
async function chooseOne<T extends { id: string; name: string }>(
  what: 'organization' | 'project',
  items: T[],
  wanted: string | undefined,
  optional = false,
): Promise<T | null> {
  if (wanted) return pick(what, items, wanted);
  if (items.length === 0) return null;
  if (items.length === 1) return items[0]!;
  if (interactive()) return choose(`Choose the ${what}`, items, optional);
  if (optional) return null;
  throw new PickError(
    `you belong to several organizations; give --org with one of: ${items.map((item) => `"${item.name}"`).join(', ')}`,
  );
}
