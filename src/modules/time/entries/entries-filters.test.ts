import { describe, expect, it } from 'vitest';
import type { Actor } from '../../../../test/support/actors.js';
import { castApp } from '../../../../test/support/cast-app.js';
import { testClock } from '../../../../test/support/clock.js';
import { csvRecords } from '../../../../test/support/csv.js';
import { createProject } from '../../../../test/support/projects.js';
import { logTime } from '../../../../test/support/time.js';

/** GET /time/entries and its exports filtered by client, task and tag (issue 18), never across organizations. */
const clock = testClock('2026-11-20T12:00:00Z');
const { t, cast } = await castApp({ clock });
const member = cast.member;
const acme = await createProject(t, cast.owner, {
  name: 'Site',
  clientName: 'Acme',
  assignedUserIds: [member.memberId],
});
const globex = await createProject(t, cast.owner, {
  name: 'App',
  clientName: 'Globex',
  assignedUserIds: [member.memberId],
});
const theirs = await createProject(t, cast.outsider, { name: 'Theirs', clientName: 'Acme' });
const clientOf = (project: unknown) => (project as { clientId: string }).clientId;

async function post(actor: Actor, url: string, payload: Record<string, unknown>) {
  const response = await t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: actor.headers, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string };
}

const design = await post(cast.manager, `/projects/${acme.id}/tasks`, { name: 'Design' });
const urgent = await post(cast.manager, '/tags', { name: 'Urgent' });
const theirTask = await post(cast.outsider, `/projects/${theirs.id}/tasks`, { name: 'Design' });
const theirTag = await post(cast.outsider, '/tags', { name: 'Urgent' });

const designed = await logTime(t, member, '2026-11-02T09:00:00Z', '2026-11-02T10:00:00Z', {
  projectId: acme.id,
  taskId: design.id,
  tagIds: [urgent.id],
});
const plain = await logTime(t, member, '2026-11-03T09:00:00Z', '2026-11-03T10:00:00Z', { projectId: acme.id });
const onGlobex = await logTime(t, member, '2026-11-04T09:00:00Z', '2026-11-04T10:00:00Z', {
  projectId: globex.id,
  tagIds: [urgent.id],
});
const theirEntry = await logTime(t, cast.outsider, '2026-11-02T09:00:00Z', '2026-11-02T10:00:00Z', {
  projectId: theirs.id,
  taskId: theirTask.id,
  tagIds: [theirTag.id],
});

function get(actor: Actor, url: string) {
  return t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: actor.headers });
}

async function listed(actor: Actor, query: string) {
  const response = await get(actor, `/time/entries${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.items as Array<{ id: string }>).map((entry) => entry.id);
}

async function exported(actor: Actor, query: string) {
  const response = await get(actor, `/time/entries/export.csv${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return csvRecords(response.body).map((record) => record['Entry ID']);
}

describe('filters by client, task and tag', () => {
  it('select the entries on the client, with the task or carrying the tag, in the list and the export alike', async () => {
    const cases: Array<[string, string[]]> = [
      [`?clientId=${clientOf(acme)}`, [plain.id, designed.id]],
      [`?clientId=${clientOf(globex)}`, [onGlobex.id]],
      [`?taskId=${design.id}`, [designed.id]],
      [`?tagId=${urgent.id}`, [onGlobex.id, designed.id]],
      [`?clientId=${clientOf(acme)}&tagId=${urgent.id}`, [designed.id]],
    ];
    for (const [query, ids] of cases) {
      expect(await listed(cast.owner, query), query).toEqual(ids);
      expect(await exported(cast.owner, query), query).toEqual(ids);
      expect(await listed(member, query), query).toEqual(ids);
    }
  });

  it("match nothing with another organization's client, task or tag, either way", async () => {
    for (const query of [`?clientId=${clientOf(theirs)}`, `?taskId=${theirTask.id}`, `?tagId=${theirTag.id}`]) {
      expect(await listed(cast.owner, query), query).toEqual([]);
      expect(await exported(cast.owner, query), query).toEqual([]);
    }
    for (const query of [`?clientId=${clientOf(acme)}`, `?taskId=${design.id}`, `?tagId=${urgent.id}`])
      expect(await listed(cast.outsider, query), query).toEqual([]);
    expect(await listed(cast.outsider, `?clientId=${clientOf(theirs)}`)).toEqual([theirEntry.id]);
  });

  it('walk pages of a filtered list and a date window, each combination of filters with its own rows', async () => {
    // Each combination of filters runs its own prepared statement (time.repository.ts): asking them
    // in turn, with and without a cursor, must never answer one combination with another's rows.
    const walk = async (actor: Actor, query: string) => {
      const ids: string[] = [];
      let cursor: string | null = null;
      do {
        const response = await get(actor, `/time/entries?limit=1${query}${cursor ? `&cursor=${cursor}` : ''}`);
        expect(response.statusCode, response.body).toBe(200);
        const page = response.json().data as { items: Array<{ id: string }>; nextCursor: string | null };
        ids.push(...page.items.map((entry) => entry.id));
        cursor = page.nextCursor;
      } while (cursor);
      return ids;
    };
    expect(await walk(cast.owner, `&clientId=${clientOf(acme)}`)).toEqual([plain.id, designed.id]);
    expect(await walk(cast.owner, '&from=2026-11-03&to=2026-11-03')).toEqual([plain.id]);
    expect(await walk(member, `&tagId=${urgent.id}`)).toEqual([onGlobex.id, designed.id]);
    expect(await walk(cast.owner, '')).toEqual([onGlobex.id, plain.id, designed.id]);
    expect(await walk(cast.outsider, '')).toEqual([theirEntry.id]);
  });

  it('refuse an id that is not a UUID with 400 in the error shape', async () => {
    for (const name of ['clientId', 'taskId', 'tagId']) {
      for (const url of [`/time/entries?${name}=nope`, `/time/entries/export.csv?${name}=nope`]) {
        const response = await get(cast.owner, url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      }
    }
  });
});
