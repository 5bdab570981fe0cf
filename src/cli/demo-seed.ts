import { desc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { runBudgetAlerts } from '../modules/alerts/index.js';
import { weekStartDay } from '../platform/dates.js';
import type { Database } from '../platform/db/index.js';
import { outbox } from '../platform/outbox/outbox.tables.js';
import { demoApi, type DemoApi, type Session } from './demo/demo-api.js';
import { DEMO } from './demo/demo-data.js';
import { demoLogo } from './demo/demo-images.js';
import { trackEntries } from './demo/demo-tracker.js';
import { logDemoTime, type DemoPerson, type LoggedEntry } from './demo/demo-time.js';

export { DEMO } from './demo/demo-data.js';

export interface DemoResult {
  /** False when the demo organization was already there: nothing was changed and the counts are 0. */
  created: boolean;
  organizationId: string;
  signIn: { email: string; password: string };
  members: number;
  clients: number;
  projects: number;
  tasks: number;
  entries: number;
  activitySlots: number;
  screenshots: number;
  invoices: number;
}

/** The demo account exists with a password other than the demo's: it is someone's, so nothing is touched. */
export class DemoConflictError extends Error {}

/**
 * Creates the demo organization through the API itself (sign-up with the emailed code, invitations,
 * clients, projects, tasks, tags, time in every review state, tracker activity and screenshots, an
 * invoice), so every rule of the product applies to the data. Running it again finds the demo by
 * signing in and changes nothing.
 */
export async function seedDemo(
  app: FastifyInstance,
  database: Database,
  progress: (line: string) => void,
  now = new Date(),
): Promise<DemoResult> {
  const api = demoApi(app, DEMO.password);
  const signInDetails = { email: DEMO.owner.email, password: DEMO.password };
  const existing = await api.signIn(DEMO.owner.email);
  if (existing)
    return {
      created: false,
      organizationId: existing.orgId,
      signIn: signInDetails,
      ...{ members: 0, clients: 0, projects: 0, tasks: 0, entries: 0, activitySlots: 0, screenshots: 0, invoices: 0 },
    };

  const owner = await signUpOwner(api, database, progress);
  await api.must('PATCH', '/organizations/current/settings', DEMO.calendar, owner);
  progress(`Billing profile of ${DEMO.billingProfile.legalName}, with its logo`);
  await api.must('PATCH', '/organizations/current/billing-profile', DEMO.billingProfile, owner);
  const logo = new FormData();
  logo.set('logo', new Blob([new Uint8Array(await demoLogo())], { type: 'image/png' }), 'logo.png');
  await api.upload('/organizations/current/billing-profile/logo', logo, owner);

  const people = await addMembers(api, owner, progress);
  const { projects, tasks, tagIds, finishedTasks } = await createWork(api, owner, people, progress);
  const entries = await logDemoTime(api, { people, projects, tagIds, zone: DEMO.calendar.timeZone, now }, progress);
  // Marked done once their time is logged, as a team closes a task it finished.
  for (const url of finishedTasks) await api.must('PATCH', url, { done: true }, owner);

  await reviewWeeks(api, people, entries, progress);

  progress(`Recording tracker activity and screenshots for ${DEMO.trackedMembers.length} people`);
  const lastDay = entries.reduce((latest, entry) => (entry.day > latest ? entry.day : latest), '');
  let activitySlots = 0;
  let screenshots = 0;
  for (const memberIndex of DEMO.trackedMembers) {
    const person = people[memberIndex + 1]!;
    const tracked = await trackEntries(
      api,
      person.session,
      entries.filter((entry) => entry.person === person && entry.day === lastDay),
    );
    activitySlots += tracked.slots;
    screenshots += tracked.screenshots;
    progress(`  ${person.fullName}: ${tracked.slots} activity slots, ${tracked.screenshots} screenshots on ${lastDay}`);
  }

  const invoices = await invoiceApprovedTime(api, owner, projects, entries, progress);
  // The worker checks budgets every minute; the demo is told now, so its alert is there at first sign-in.
  await runBudgetAlerts(database.db);
  progress('Budget alerts sent for the projects past 80 % and 100 % of their budget');

  return {
    created: true,
    organizationId: owner.orgId,
    signIn: signInDetails,
    members: people.length,
    clients: DEMO.clients.length,
    projects: projects.length,
    tasks,
    entries: entries.length,
    activitySlots,
    screenshots,
    invoices,
  };
}

async function signUpOwner(api: DemoApi, database: Database, progress: (line: string) => void): Promise<Session> {
  progress(`Signing up ${DEMO.owner.fullName} <${DEMO.owner.email}> and creating "${DEMO.organization}"`);
  await api.must('POST', '/auth/send-otp', { email: DEMO.owner.email });
  const otp = await emailedCode(database, DEMO.owner.email);
  await api.must('POST', '/auth/verify-otp', { email: DEMO.owner.email, otp });
  const registered = await api.call<{
    data: { token: string; organization: { id: string } };
    message?: string;
  }>('POST', '/auth/register', {
    email: DEMO.owner.email,
    fullName: DEMO.owner.fullName,
    organizationName: DEMO.organization,
    password: DEMO.password,
    otp,
    acceptedTerms: true,
  });
  if (registered.status === 409) {
    throw new DemoConflictError(
      `An account ${DEMO.owner.email} already exists with another password; the demo was not created.`,
    );
  }
  if (registered.status !== 201)
    throw new Error(`POST /auth/register answered ${registered.status}: ${registered.body.message ?? ''}`);
  return { token: registered.body.data.token, orgId: registered.body.data.organization.id };
}

/** The owner first, then the members in DEMO's order, each signed in with their own session. */
async function addMembers(api: DemoApi, owner: Session, progress: (line: string) => void): Promise<DemoPerson[]> {
  const { roles } = await api.must<{ roles: Array<{ id: string; builtInKey: string | null }> }>(
    'GET',
    '/rbac',
    undefined,
    owner,
  );
  const roleId = (key: string) => roles.find((role) => role.builtInKey === key)!.id;
  progress(`Adding ${DEMO.members.length} members`);
  const me = await api.must<{ user: { id: string } }>('GET', '/auth/me', undefined, owner);
  const people: DemoPerson[] = [{ userId: me.user.id, fullName: DEMO.owner.fullName, session: owner }];
  for (const member of DEMO.members) {
    const { role, ...fields } = member;
    const invited = await api.must<{ member: { user: { id: string } } }>(
      'POST',
      '/organizations/members',
      { ...fields, roleId: roleId(role), password: DEMO.password, weeklyCapacityHours: 40 },
      owner,
    );
    const session = await api.signIn(member.email);
    if (!session) throw new Error(`${member.email} cannot sign in after being added`);
    people.push({
      userId: invited.member.user.id,
      fullName: member.fullName,
      session: { token: session.token, orgId: owner.orgId },
    });
    progress(`  ${member.fullName} <${member.email}> (${role.toLowerCase()})`);
  }
  return people;
}

/** Clients, their projects (everyone assigned), each project's tasks, and the organization's tags. */
async function createWork(api: DemoApi, owner: Session, people: DemoPerson[], progress: (line: string) => void) {
  progress(`Creating ${DEMO.clients.length} clients, ${DEMO.projects.length} projects with tasks, and tags`);
  const clientIds = new Map<string, string>();
  for (const client of DEMO.clients)
    clientIds.set(client.name, (await api.must<{ id: string }>('POST', '/clients', client, owner)).id);
  const projects = [];
  const finishedTasks: string[] = [];
  let tasks = 0;
  for (const { tasks: taskList, client, ...project } of DEMO.projects) {
    const created = await api.must<{ id: string }>(
      'POST',
      '/projects',
      { ...project, clientId: clientIds.get(client), assignedUserIds: people.map((person) => person.userId) },
      owner,
    );
    const taskIds: string[] = [];
    for (const task of taskList) {
      const { id } = await api.must<{ id: string }>(
        'POST',
        `/projects/${created.id}/tasks`,
        { name: task.name, estimateHours: task.estimateHours },
        owner,
      );
      taskIds.push(id);
      if ('done' in task) finishedTasks.push(`/projects/${created.id}/tasks/${id}`);
    }
    tasks += taskList.length;
    projects.push({ id: created.id, code: project.code, taskIds });
    progress(`  ${project.code} ${project.name} for ${client}: ${taskList.length} tasks`);
  }
  const tagIds = [];
  for (const name of DEMO.tags) tagIds.push((await api.must<{ id: string }>('POST', '/tags', { name }, owner)).id);
  return { projects, tasks, tagIds, finishedTasks };
}

/**
 * Weekly timesheets, as a team works them: everyone submits the three whole weeks; the manager
 * approves the two oldest, except one person's second week, sent back with a reason; the owner
 * approves the manager's own weeks (nobody approves their own). The last week waits for review,
 * and this week is still open.
 */
async function reviewWeeks(
  api: DemoApi,
  people: DemoPerson[],
  entries: LoggedEntry[],
  progress: (line: string) => void,
) {
  const weekStarts = new Map<number, string>();
  for (const entry of entries) if (entry.week < DEMO.weeks) weekStarts.set(entry.week, weekStartDay(entry.day));
  for (const [, weekStart] of [...weekStarts].sort(([a], [b]) => a - b))
    for (const person of people) await api.must('POST', '/time/weeks/submit', { weekStart }, person.session);
  const owner = people[0]!;
  const manager = people[1]!;
  const rejectedPerson = people[DEMO.rejectedWeek.member + 1]!;
  const submitted = await api.must<Array<{ id: string; userId: string; weekStart: string }>>(
    'GET',
    '/time/weeks?status=SUBMITTED&limit=200',
    undefined,
    manager.session,
  );
  let approved = 0;
  for (const week of submitted) {
    const index = [...weekStarts].find(([, start]) => start === week.weekStart)?.[0];
    if (index === undefined || index >= 2) continue;
    if (index === DEMO.rejectedWeek.week && week.userId === rejectedPerson.userId) {
      await api.must('POST', `/time/weeks/${week.id}/reject`, { rejectionReason: DEMO.rejection }, manager.session);
    } else {
      const reviewer = week.userId === manager.userId ? owner : manager;
      await api.must('POST', `/time/weeks/${week.id}/approve`, undefined, reviewer.session);
      approved++;
    }
  }
  progress(
    `Weekly timesheets: ${people.length * weekStarts.size} submitted, ${approved} approved, ` +
      `1 sent back to ${rejectedPerson.fullName} with a reason, the last week waiting for review`,
  );
}

/** The oldest week's approved time of the first project billed and sent; the second week's left as a draft. */
async function invoiceApprovedTime(
  api: DemoApi,
  owner: Session,
  projects: Array<{ id: string; code: string }>,
  entries: LoggedEntry[],
  progress: (line: string) => void,
) {
  const daysOf = (week: number) =>
    entries
      .filter((entry) => entry.week === week)
      .map((entry) => entry.day)
      .sort();
  const period = (week: number) => ({ from: daysOf(week)[0]!, to: daysOf(week).at(-1)! });
  const sent = await api.must<{ id: string }>(
    'POST',
    '/financials/invoices/from-time',
    {
      projectId: projects[0]!.id,
      ...period(0),
      purchaseOrder: 'PO-2026-0147',
      taxPercent: 0,
      taxNote: 'Not subject to German VAT: the place of supply is outside the EU (Art. 44 Directive 2006/112/EC).',
    },
    owner,
  );
  await api.must('PATCH', `/financials/invoices/${sent.id}/status`, { status: 'SENT' }, owner);
  await api.must(
    'POST',
    '/financials/invoices/from-time',
    { projectId: projects[1]!.id, ...period(1), taxPercent: 19 },
    owner,
  );
  progress(`Invoiced approved time: ${projects[0]!.code} sent, ${projects[1]!.code} drafted`);
  return 2;
}

/** The code from the newest sign-up email to `email`, read where the outbox holds it, as the person would read their mail. */
async function emailedCode(database: Database, email: string): Promise<string> {
  const [row] = await database.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(sql`${outbox.payload}->>'to' = ${email}`)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(1);
  const code = /\b(\d{6})\b/.exec((row?.payload as { text?: string } | undefined)?.text ?? '')?.[1];
  if (!code) throw new Error(`no sign-up code was emailed to ${email}`);
  return code;
}
