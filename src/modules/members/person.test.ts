import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../../test/support/actors.js';
import { castApp } from '../../../test/support/cast-app.js';
import { findPeople, resolvePerson } from './index.js';

/**
 * Every request field that names a person takes a member id or a user id, resolved by one function
 * within the caller's organization: another organization's ids are 404 exactly like ids that do
 * not exist. Each field is called through the API as the Owner of the cast's organization.
 */
const { t, cast } = await castApp();

interface PersonField {
  name: string;
  call: (id: string) => Promise<{ statusCode: number; json: () => { data?: unknown } & Record<string, unknown> }>;
  /** The member id the answer names, where it names one. */
  resolved?: (data: Record<string, unknown>) => unknown;
}

const as = (actor: Actor) => ({
  get: (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: actor.headers }),
  post: (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: actor.headers, payload }),
});
const owner = as(cast.owner);
let codes = 0;

const FIELDS: PersonField[] = [
  {
    name: 'memberId of POST /screenshots/request-live-capture',
    call: (id) => owner.post('/screenshots/request-live-capture', { memberId: id }),
    resolved: (data) => data.memberId,
  },
  {
    name: 'userId of POST /ai/work-day',
    call: (id) => owner.post('/ai/work-day', { date: '2026-11-16', userId: id }),
  },
  {
    name: 'userId of GET /time/entries',
    call: (id) => owner.get(`/time/entries?userId=${id}`),
  },
  {
    name: 'userId of GET /screenshots',
    call: (id) => owner.get(`/screenshots?userId=${id}`),
  },
  {
    name: 'userId of GET /activities/summary',
    call: (id) => owner.get(`/activities/summary?userId=${id}`),
    resolved: (data) => data.memberId,
  },
  {
    name: 'assignedUserIds of POST /projects',
    call: (id) =>
      owner.post('/projects', {
        name: 'Person field',
        clientName: 'Client Co',
        code: `PF-${++codes}`,
        totalBudget: 100,
        screenshotIntervalMins: 10,
        assignedUserIds: [id],
      }),
    resolved: (data) => (data.assignedMembers as Array<{ memberId: string }>).map((member) => member.memberId)[0],
  },
];

/** The error body with the id it names taken out, to compare refusals of different ids. */
const withoutId = (body: Record<string, unknown>, id: string) =>
  JSON.parse(JSON.stringify(body).replaceAll(id, '<id>')) as Record<string, unknown>;

describe.each(FIELDS.map((field) => [field.name, field] as const))('%s', (_name, field) => {
  it.each([
    ['a member id', () => cast.member.memberId],
    ['a user id', () => cast.member.userId],
  ])('accepts %s', async (_kind, id) => {
    const response = await field.call(id());
    expect(response.statusCode, JSON.stringify(response.json())).toBeLessThan(300);
    if (field.resolved)
      expect(field.resolved(response.json().data as Record<string, unknown>)).toBe(cast.member.memberId);
  });

  it("answers another organization's member id and user id exactly like an unknown id (404)", async () => {
    const unknown = randomUUID();
    const missing = await field.call(unknown);
    expect(missing.statusCode).toBe(404);
    const expected = withoutId(missing.json(), unknown);
    expect(expected).toMatchObject({ success: false, code: 'NOT_FOUND' });
    for (const id of [cast.outsider.memberId, cast.outsider.userId]) {
      const foreign = await field.call(id);
      expect(foreign.statusCode).toBe(404);
      expect(withoutId(foreign.json(), id)).toEqual(expected);
    }
  });
});

describe('resolvePerson and findPeople', () => {
  it('find a member by member id or user id, within the organization only', async () => {
    const db = t.database.db;
    const tenant = { orgId: cast.owner.orgId };
    const member = { id: cast.member.memberId, userId: cast.member.userId, status: 'ACTIVE' };
    expect(await resolvePerson(db, tenant, cast.member.memberId)).toEqual(member);
    expect(await resolvePerson(db, tenant, cast.member.userId)).toEqual(member);
    await expect(resolvePerson(db, tenant, cast.outsider.userId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(resolvePerson(db, tenant, cast.member.memberId, ['INVITED'])).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const found = await findPeople(db, cast.owner.orgId, [
      cast.admin.userId,
      cast.outsider.memberId,
      cast.member.memberId,
      randomUUID(),
    ]);
    expect(found.map((person) => person.id)).toEqual([cast.admin.memberId, cast.member.memberId]);
  });
});
