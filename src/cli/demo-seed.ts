import { desc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addDays, isoWeekday, startOfDay } from '../platform/dates.js';
import type { Database } from '../platform/db/index.js';
import { outbox } from '../platform/outbox/outbox.tables.js';

/** Who and what the demo consists of; the addresses use the reserved `.example` domain, so no mail can reach anyone. */
export const DEMO = {
  organization: 'Northwind Studio (demo)',
  password: 'punchclock-demo',
  owner: { email: 'olivia@northwind.example', fullName: 'Olivia Owner' },
  members: [
    { email: 'max@northwind.example', fullName: 'Max Manager', role: 'MANAGER', costRate: 45, billableRate: 95 },
    { email: 'mia@northwind.example', fullName: 'Mia Member', role: 'MEMBER', costRate: 35, billableRate: 80 },
    { email: 'noah@northwind.example', fullName: 'Noah Nguyen', role: 'MEMBER', costRate: 38, billableRate: 85 },
    { email: 'ava@northwind.example', fullName: 'Ava Alvarez', role: 'MEMBER', costRate: 32, billableRate: 75 },
  ],
  projects: [
    {
      name: 'Website relaunch',
      clientName: 'Contoso',
      code: 'WEB',
      budgetType: 'FIXED',
      totalBudget: 24_000,
      hourlyBillRate: 95,
      screenshotIntervalMins: 10,
    },
    {
      name: 'Mobile app',
      clientName: 'Fabrikam',
      code: 'APP',
      budgetType: 'HOURLY',
      totalBudget: 400,
      hourlyBillRate: 110,
      screenshotIntervalMins: 10,
    },
    {
      name: 'Support retainer',
      clientName: 'Tailspin Toys',
      code: 'SUP',
      budgetType: 'HOURLY',
      totalBudget: 120,
      hourlyBillRate: 80,
      screenshotIntervalMins: 10,
    },
  ],
  weeks: 3,
} as const;

export interface DemoResult {
  /** False when the demo organization was already there: nothing was changed and the counts are 0. */
  created: boolean;
  organizationId: string;
  signIn: { email: string; password: string };
  members: number;
  projects: number;
  entries: number;
}

/** The demo account exists with a password other than the demo's: it is someone's, so nothing is touched. */
export class DemoConflictError extends Error {}

interface Session {
  token: string;
  orgId: string;
}

/**
 * Creates the demo organization through the API itself (sign-up with the emailed code, invitations,
 * projects, manual time entries), so every rule of the product applies to the data. Running it
 * again finds the demo by signing in and changes nothing.
 */
export async function seedDemo(
  app: FastifyInstance,
  database: Database,
  progress: (line: string) => void,
  now = new Date(),
): Promise<DemoResult> {
  async function call<T>(
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    session?: Session,
  ): Promise<{ status: number; body: T }> {
    const response = await app.inject({
      method,
      url: `/api/v1${url}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: session ? { authorization: `Bearer ${session.token}`, 'x-organization-id': session.orgId } : {},
    });
    return { status: response.statusCode, body: response.json<T>() };
  }
  async function must<T>(method: 'GET' | 'POST', url: string, payload?: unknown, session?: Session): Promise<T> {
    const { status, body } = await call<{ data: T; message?: string; hint?: string }>(method, url, payload, session);
    if (status >= 300)
      throw new Error(`${method} ${url} answered ${status}: ${body.message ?? ''} ${body.hint ?? ''}`.trim());
    return body.data;
  }
  async function signIn(email: string): Promise<Session | null> {
    const { status, body } = await call<{ data: { token: string; organization: { id: string } | null } }>(
      'POST',
      '/auth/login',
      { email, password: DEMO.password },
    );
    if (status !== 200 || !body.data.organization) return null;
    return { token: body.data.token, orgId: body.data.organization.id };
  }
  const signInDetails = { email: DEMO.owner.email, password: DEMO.password };

  const existing = await signIn(DEMO.owner.email);
  if (existing)
    return {
      created: false,
      organizationId: existing.orgId,
      signIn: signInDetails,
      members: 0,
      projects: 0,
      entries: 0,
    };

  progress(`Signing up ${DEMO.owner.fullName} <${DEMO.owner.email}> and creating "${DEMO.organization}"`);
  await must('POST', '/auth/send-otp', { email: DEMO.owner.email });
  const otp = await emailedCode(database, DEMO.owner.email);
  await must('POST', '/auth/verify-otp', { email: DEMO.owner.email, otp });
  const registered = await call<{
    data: { token: string; organization: { id: string } };
    code?: string;
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
  const owner: Session = { token: registered.body.data.token, orgId: registered.body.data.organization.id };

  const { roles } = await must<{ roles: Array<{ id: string; builtInKey: string | null }> }>(
    'GET',
    '/rbac',
    undefined,
    owner,
  );
  const roleId = (key: string) => roles.find((role) => role.builtInKey === key)!.id;
  progress(`Adding ${DEMO.members.length} members`);
  const people: Array<{ userId: string; session: Session }> = [];
  const ownerProfile = await must<{ user: { id: string } }>('GET', '/auth/me', undefined, owner);
  people.push({ userId: ownerProfile.user.id, session: owner });
  for (const member of DEMO.members) {
    const invited = await must<{ member: { user: { id: string } } }>(
      'POST',
      '/organizations/members',
      {
        email: member.email,
        fullName: member.fullName,
        roleId: roleId(member.role),
        password: DEMO.password,
        costRate: member.costRate,
        billableRate: member.billableRate,
        weeklyCapacityHours: 40,
      },
      owner,
    );
    const session = await signIn(member.email);
    if (!session) throw new Error(`${member.email} cannot sign in after being added`);
    people.push({ userId: invited.member.user.id, session: { token: session.token, orgId: owner.orgId } });
    progress(`  ${member.fullName} <${member.email}> (${member.role.toLowerCase()})`);
  }

  progress(`Creating ${DEMO.projects.length} projects`);
  const projectIds: string[] = [];
  for (const project of DEMO.projects) {
    const created = await must<{ id: string }>(
      'POST',
      '/projects',
      { ...project, assignedUserIds: people.map((person) => person.userId) },
      owner,
    );
    projectIds.push(created.id);
    progress(`  ${project.code} ${project.name} for ${project.clientName}`);
  }

  const days = pastWeekdays(now, DEMO.weeks * 5);
  let entries = 0;
  for (let week = 0; week < DEMO.weeks; week++) {
    const weekDays = days.slice(week * 5, week * 5 + 5);
    for (const [dayIndex, day] of weekDays.entries()) {
      for (const [personIndex, person] of people.entries()) {
        for (const block of workBlocks(week * 5 + dayIndex, personIndex)) {
          const start = new Date(day.getTime() + block.startMinutes * 60_000);
          const end = new Date(start.getTime() + block.minutes * 60_000);
          await must(
            'POST',
            '/time/manual',
            {
              projectId: projectIds[block.project % projectIds.length],
              startTime: start.toISOString(),
              endTime: end.toISOString(),
              notes: block.notes,
              isBillable: block.project !== 2 || block.minutes > 60,
            },
            person.session,
          );
          entries++;
        }
      }
    }
    progress(`Logging time: week ${week + 1} of ${DEMO.weeks} (${entries} entries so far)`);
  }
  return {
    created: true,
    organizationId: owner.orgId,
    signIn: signInDetails,
    members: people.length,
    projects: projectIds.length,
    entries,
  };
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

/** Midnight UTC of the `count` weekdays before today, oldest first. */
function pastWeekdays(now: Date, count: number): Date[] {
  const days: Date[] = [];
  for (let day = addDays(startOfDay(now), -1); days.length < count; day = addDays(day, -1)) {
    if (isoWeekday(day) <= 5) days.unshift(day);
  }
  return days;
}

const NOTES = [
  'Design review',
  'Implementation',
  'Client call',
  'Bug fixing',
  'Planning',
  'Code review',
  'Testing',
  'Documentation',
];

/** A morning and an afternoon block that vary by day and person, so reports are not flat. */
function workBlocks(dayIndex: number, personIndex: number) {
  const seed = dayIndex * 7 + personIndex * 3;
  return [
    {
      startMinutes: 8 * 60 + (seed % 4) * 15,
      minutes: 180 + (seed % 5) * 15,
      project: (dayIndex + personIndex) % 3,
      notes: NOTES[seed % NOTES.length]!,
    },
    {
      startMinutes: 13 * 60 + (seed % 3) * 15,
      minutes: 150 + (seed % 6) * 15,
      project: (dayIndex + personIndex + 1) % 3,
      notes: NOTES[(seed + 3) % NOTES.length]!,
    },
  ];
}
