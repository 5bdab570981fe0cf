import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { addMember, type Actor } from '../../../test/support/actors.js';
import { buildTestApp } from '../../../test/support/app.js';
import { castApp } from '../../../test/support/cast-app.js';
import { testClock } from '../../../test/support/clock.js';
import { createProject } from '../../../test/support/projects.js';
import { uploadScreenshot } from '../../../test/support/screenshots.js';

const clock = testClock('2026-11-18T15:00:00Z');
const { t, cast } = await castApp({ clock });

const requestCapture = (actor: Actor, memberId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/screenshots/request-live-capture',
    headers: actor.headers,
    payload: { memberId },
  });
const heartbeat = async (actor: Actor) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/tracker/heartbeat',
    headers: actor.headers,
    payload: {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.commands as Array<{ id: string; type: string; requestedAt: string; expiresAt: string }>;
};

describe('POST /screenshots/request-live-capture', () => {
  it('queues a command the tracker gets in its heartbeat until it answers with an upload', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    const project = await createProject(t, cast.owner, { assignedUserIds: [person.userId] });
    expect(await heartbeat(person)).toEqual([]);
    const requested = await requestCapture(cast.manager, person.memberId);
    expect(requested.statusCode, requested.body).toBe(200);
    const command = requested.json().data.command;
    expect(command).toEqual({
      id: expect.any(String),
      type: 'CAPTURE_SCREENSHOT',
      requestedAt: '2026-11-18T15:00:00.000Z',
      expiresAt: '2026-11-18T15:02:00.000Z',
    });
    expect(await heartbeat(person)).toEqual([command]);
    expect(await heartbeat(person)).toEqual([command]); // until answered
    expect(await heartbeat(cast.member)).toEqual([]); // nobody else's

    const answer = await uploadScreenshot(t, person, {
      projectId: project.id,
      captureRequestId: command.id,
      capturedAt: '2026-11-18T15:00:05Z',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data.screenshot).toMatchObject({ requestedLive: true, captureRequestId: command.id });
    expect(await heartbeat(person)).toEqual([]);
  });

  it('lets a command expire after two minutes', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    expect((await requestCapture(cast.owner, person.memberId)).statusCode).toBe(200);
    clock.advance(119_000);
    expect(await heartbeat(person)).toHaveLength(1);
    clock.advance(2_000);
    try {
      expect(await heartbeat(person)).toEqual([]);
    } finally {
      clock.set('2026-11-18T15:00:00Z');
    }
  });

  it('lets nobody capture the screen of a member whose role outranks theirs (403)', async () => {
    const peer = await addMember(t, cast.owner, 'MANAGER');
    for (const [caller, target] of [
      [cast.manager, cast.owner],
      [cast.manager, cast.admin],
      [cast.admin, cast.owner],
    ] as const) {
      const refused = await requestCapture(caller, target.memberId);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().code).toBe('SCREENS_OF_HIGHER_ROLE');
    }
    expect(await heartbeat(cast.owner)).toEqual([]);
    expect(await heartbeat(cast.admin)).toEqual([]);
    for (const [caller, target] of [
      [cast.owner, cast.admin],
      [cast.admin, cast.manager],
      [cast.manager, peer],
    ] as const)
      expect((await requestCapture(caller, target.memberId)).statusCode).toBe(200);
  });

  it('needs screenshots.manage (403), and answers 404 for a non-member or another organization’s member', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    expect((await requestCapture(cast.member, person.memberId)).statusCode).toBe(403);
    expect((await requestCapture(cast.manager, randomUUID())).statusCode).toBe(404);
    expect((await requestCapture(cast.manager, cast.outsider.memberId)).statusCode).toBe(404);
    expect((await requestCapture(cast.outsider, person.memberId)).statusCode).toBe(404);
    expect(await heartbeat(person)).toEqual([]);
  });

  it('is answered once: by the first screenshot captured between the request and its expiry', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    const project = await createProject(t, cast.owner, { assignedUserIds: [person.userId] });
    const command = (await requestCapture(cast.manager, person.memberId)).json().data.command;
    const answerWith = async (capturedAt: string) => {
      const response = await uploadScreenshot(t, person, {
        projectId: project.id,
        captureRequestId: command.id,
        capturedAt,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.screenshot as { requestedLive: boolean; captureRequestId: string | null };
    };
    // Taken a year before the request, a second before it, or when it had expired: stored, not live.
    for (const capturedAt of ['2025-11-18T15:00:00Z', '2026-11-18T14:59:59Z', '2026-11-18T15:02:00Z'])
      expect(await answerWith(capturedAt)).toMatchObject({ requestedLive: false, captureRequestId: null });
    expect(await heartbeat(person)).toEqual([command]); // still waiting for its answer

    expect(await answerWith('2026-11-18T15:00:00Z')).toMatchObject({
      requestedLive: true,
      captureRequestId: command.id,
    });
    expect(await heartbeat(person)).toEqual([]);
    // Answered: a second screenshot naming it is an ordinary one.
    expect(await answerWith('2026-11-18T15:00:30Z')).toMatchObject({ requestedLive: false, captureRequestId: null });
  });

  it('is answered by exactly one of several uploads racing to answer it', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    const project = await createProject(t, cast.owner, { assignedUserIds: [person.userId] });
    const command = (await requestCapture(cast.manager, person.memberId)).json().data.command;
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        uploadScreenshot(t, person, {
          projectId: project.id,
          captureRequestId: command.id,
          capturedAt: '2026-11-18T15:00:10Z',
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
    const live = responses.filter((response) => response.json().data.screenshot.requestedLive);
    expect(live).toHaveLength(1);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/screenshots?userId=${person.userId}`,
      headers: cast.manager.headers,
    });
    expect(listed.json().data.items.filter((item: { requestedLive: boolean }) => item.requestedLive)).toEqual([
      expect.objectContaining({ id: live[0]!.json().data.screenshot.id, captureRequestId: command.id }),
    ]);
  });

  it('keeps at most 3 requests waiting per member: the next is 429 until one expires or is answered', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    const other = await addMember(t, cast.owner, 'MEMBER');
    // Concurrent requests cannot slip past the count together.
    const burst = await Promise.all(Array.from({ length: 5 }, () => requestCapture(cast.manager, person.memberId)));
    expect(burst.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 429, 429]);
    const refused = burst.find((response) => response.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ code: 'CAPTURE_REQUESTS_PENDING', hint: expect.stringMatching(/expires/) });
    expect(refused.headers['retry-after']).toBe('120');
    expect(await heartbeat(person)).toHaveLength(3);
    expect((await requestCapture(cast.owner, other.memberId)).statusCode).toBe(200); // per member

    clock.advance(60_000);
    try {
      expect((await requestCapture(cast.owner, person.memberId)).headers['retry-after']).toBe('60');
      clock.advance(60_000); // the first three expire
      expect((await requestCapture(cast.owner, person.memberId)).statusCode).toBe(200);
    } finally {
      clock.set('2026-11-18T15:00:00Z');
    }
  });

  it("refuses an upload that names another member's or an unknown capture request (404)", async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    const other = await addMember(t, cast.owner, 'MEMBER');
    const project = await createProject(t, cast.owner, { assignedUserIds: [other.userId] });
    const command = (await requestCapture(cast.manager, person.memberId)).json().data.command;
    const stolen = await uploadScreenshot(t, other, { projectId: project.id, captureRequestId: command.id });
    expect(stolen.statusCode).toBe(404);
    expect(await heartbeat(person)).toHaveLength(1);
  });
});

/** Opens the command stream on a listening server and collects its events. */
function openStream(baseUrl: string, actor: Actor) {
  const events: Array<{ event: string; data: string }> = [];
  const waiters: Array<() => void> = [];
  let request!: http.ClientRequest;
  let closedBy!: () => void;
  const closed = new Promise<void>((resolve) => (closedBy = resolve));
  const opened = new Promise<http.IncomingMessage>((resolve, reject) => {
    request = http.get(
      `${baseUrl}/api/v1/tracker/commands/stream`,
      { headers: { ...actor.headers, accept: 'text/event-stream' } },
      (response) => {
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const lines = block.split('\n');
            const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
            const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
            if (event && data) {
              events.push({ event, data });
              for (const wake of waiters.splice(0)) wake();
            }
          }
        });
        response.on('error', () => undefined);
        response.on('close', () => closedBy());
        resolve(response);
      },
    );
    request.on('error', reject);
  });
  return {
    opened,
    events,
    /** Resolves when the server ends the stream. */
    closed,
    /** Resolves once `count` events have arrived (no timer: the test's own timeout bounds it). */
    async until(count: number) {
      while (events.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
      return events;
    },
    close: () => request.destroy(),
  };
}

/** A second API instance of the same deployment: same database, its own process memory. */
const second = await buildTestApp({ database: t.database, clock });
afterAll(() => second.close());
await second.app.listen({ host: '127.0.0.1', port: 0 });
const baseUrl = `http://127.0.0.1:${(second.app.server.address() as AddressInfo).port}`;

describe('GET /tracker/commands/stream', () => {
  it('delivers a command queued on one instance at once to a stream held open on another', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    const pending = (await requestCapture(cast.manager, person.memberId)).json().data.command;
    const stream = openStream(baseUrl, person);
    try {
      const response = await stream.opened;
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      // The pending command first, at connect.
      expect((await stream.until(1))[0]).toEqual({ event: 'command', data: JSON.stringify(pending) });
      // Then one queued through the first instance, pushed by the database's notification.
      const fresh = (await requestCapture(cast.owner, person.memberId)).json().data.command;
      const events = await stream.until(2);
      expect(JSON.parse(events[1]!.data)).toEqual(fresh);
      // Another member's commands never reach this stream.
      await requestCapture(cast.owner, cast.member.memberId);
      const third = (await requestCapture(cast.owner, person.memberId)).json().data.command;
      expect((await stream.until(3)).map((event) => JSON.parse(event.data).id)).toEqual([
        pending.id,
        fresh.id,
        third.id,
      ]);
    } finally {
      stream.close();
    }
  });

  it('ends the stream of a member who is deactivated or removed, and it cannot be opened again', async () => {
    for (const [action, method, path] of [
      ['deactivated', 'POST', '/deactivate'],
      ['removed', 'DELETE', ''],
    ] as const) {
      const person = await addMember(t, cast.owner, 'MEMBER');
      const bystander = await addMember(t, cast.owner, 'MEMBER');
      const stream = openStream(baseUrl, person);
      const untouched = openStream(baseUrl, bystander);
      try {
        expect((await stream.opened).statusCode).toBe(200);
        expect((await untouched.opened).statusCode).toBe(200);
        const change = await t.app.inject({
          method,
          url: `/api/v1/organizations/members/${person.memberId}${path}`,
          headers: cast.owner.headers,
        });
        expect(change.statusCode, `${action}: ${change.body}`).toBe(200);
        await stream.closed; // announced through the database to the other instance, which ends it
        // Nobody else's stream ends: a command still reaches the bystander.
        const command = (await requestCapture(cast.manager, bystander.memberId)).json().data.command;
        expect(JSON.parse((await untouched.until(1))[0]!.data).id).toBe(command.id);
        const again = await t.app.inject({
          method: 'GET',
          url: '/api/v1/tracker/commands/stream',
          headers: { ...person.headers, accept: 'text/event-stream' },
        });
        expect(again.statusCode).toBe(401); // in no organization any more: a dead token
      } finally {
        stream.close();
        untouched.close();
      }
    }
  });

  it('refuses a request that does not accept an event stream, and one without credentials', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    const plain = await t.app.inject({
      method: 'GET',
      url: '/api/v1/tracker/commands/stream',
      headers: person.headers,
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().hint).toMatch(/text\/event-stream/);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/v1/tracker/commands/stream',
      headers: { accept: 'text/event-stream' },
    });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await t.app.inject({
      method: 'GET',
      url: '/api/v1/tracker/commands/stream',
      headers: { ...person.headers, 'x-organization-id': cast.outsider.orgId, accept: 'text/event-stream' },
    });
    expect(foreign.statusCode).toBe(403);
  });
});
