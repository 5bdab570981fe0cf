import { describe, expect, it } from 'vitest';
import { addMember, roleIdOf, uniqueEmail } from '../support/actors.js';
import { castApp } from '../support/cast-app.js';

/**
 * Requests racing for the same rows. The database settles them (a unique index, a lock, a
 * deadlock); the API must answer each with the error model, never a 500. The races show mostly
 * on PostgreSQL, where each request has a connection of its own: run this file there too.
 */
const { t, cast } = await castApp();

function expectErrorShape(body: Record<string, unknown>) {
  expect(body).toMatchObject({
    success: false,
    code: expect.any(String),
    error: expect.any(String),
    message: expect.any(String),
    hint: expect.any(String),
  });
}

describe('racing requests', () => {
  it('ten invitations of one new email at once: one 201, nine 409', async () => {
    const roleId = await roleIdOf(t, cast.owner, 'MEMBER');
    for (let round = 0; round < 3; round++) {
      const email = uniqueEmail('race');
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          t.app.inject({
            method: 'POST',
            url: '/api/v1/organizations/members',
            headers: cast.owner.headers,
            payload: { email, fullName: 'Race Person', roleId },
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([201, ...Array(9).fill(409)]);
      for (const answer of answers.filter((candidate) => candidate.statusCode === 409)) {
        expectErrorShape(answer.json());
        // The loser of the check answers as the check; a loser at the unique index, as the database.
        expect(['ALREADY_A_MEMBER', 'ALREADY_EXISTS']).toContain(answer.json().code);
      }
    }
  });

  it('two Owners demoting each other at once: one wins, the other is refused (409 last Owner, or 403 once demoted)', async () => {
    const adminRole = await roleIdOf(t, cast.owner, 'ADMIN');
    for (let round = 0; round < 4; round++) {
      const first = await addMember(t, cast.owner, 'OWNER');
      const second = await addMember(t, cast.owner, 'OWNER');
      // Only these two are Owners, so after one demotion the other would remove the last Owner.
      const demoteOwner = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/organizations/members/${cast.owner.memberId}`,
        headers: first.headers,
        payload: { roleId: adminRole },
      });
      expect(demoteOwner.statusCode, demoteOwner.body).toBe(200);
      const answers = await Promise.all([
        t.app.inject({
          method: 'PATCH',
          url: `/api/v1/organizations/members/${second.memberId}`,
          headers: first.headers,
          payload: { roleId: adminRole },
        }),
        t.app.inject({
          method: 'PATCH',
          url: `/api/v1/organizations/members/${first.memberId}`,
          headers: second.headers,
          payload: { roleId: adminRole },
        }),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      // The loser is refused either as the last Owner (409) or, when its request is
      // authenticated after the winner committed, as an Admin acting on an Owner (403).
      expect(statuses[0], answers.map((answer) => answer.body).join('\n')).toBe(200);
      expect([403, 409], answers.map((answer) => answer.body).join('\n')).toContain(statuses[1]);
      expectErrorShape(answers.find((answer) => answer.statusCode !== 200)!.json());
      // Hand the organization back to the original Owner for the next round.
      const winner = answers[0].statusCode === 200 ? first : second;
      const restore = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/organizations/members/${cast.owner.memberId}`,
        headers: winner.headers,
        payload: { roleId: await roleIdOf(t, winner, 'OWNER') },
      });
      expect(restore.statusCode, restore.body).toBe(200);
      const retire = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/organizations/members/${winner.memberId}`,
        headers: cast.owner.headers,
        payload: { roleId: adminRole },
      });
      expect(retire.statusCode, retire.body).toBe(200);
    }
  });
});
