import { describe, expect, it } from 'vitest';
import { DEMO, seedDemo } from '../../src/cli/demo-seed.js';
import { buildTestApp } from '../support/app.js';

describe('the demo seed', () => {
  it(
    'creates an organization whose members, projects and entries the API lists, and runs once',
    { timeout: 180_000 },
    async () => {
      const t = await buildTestApp();
      try {
        const progress: string[] = [];
        const result = await seedDemo(t.app, t.database, (line) => progress.push(line));
        expect(result.created).toBe(true);
        expect(progress.some((line) => line.startsWith('Logging time: week 3 of 3'))).toBe(true);

        const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: result.signIn });
        expect(login.statusCode).toBe(200);
        const headers = {
          authorization: `Bearer ${login.json().data.token}`,
          'x-organization-id': result.organizationId,
        };

        const members = await t.app.inject({ method: 'GET', url: '/api/v1/organizations/members', headers });
        expect(
          members
            .json()
            .data.items.map(
              (member: { user: { email: string }; status: string }) => `${member.user.email} ${member.status}`,
            )
            .sort(),
        ).toEqual([DEMO.owner, ...DEMO.members].map((person) => `${person.email} ACTIVE`).sort());
        const projects = await t.app.inject({ method: 'GET', url: '/api/v1/projects', headers });
        expect(
          projects
            .json()
            .data.items.map((project: { code: string }) => project.code)
            .sort(),
        ).toEqual(DEMO.projects.map((project) => project.code).sort());

        // Everyone's entries, page by page, as a manager would read them.
        const seen = new Map<string, number>();
        let cursor: string | undefined;
        do {
          const page = await t.app.inject({
            method: 'GET',
            url: `/api/v1/time/entries?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
            headers,
          });
          expect(page.statusCode, page.body).toBe(200);
          for (const entry of page.json().data.items as Array<{ userId: string }>)
            seen.set(entry.userId, (seen.get(entry.userId) ?? 0) + 1);
          cursor = page.json().data.nextCursor ?? undefined;
        } while (cursor);
        expect([...seen.values()].reduce((sum, count) => sum + count, 0)).toBe(result.entries);
        expect(seen.size).toBe(DEMO.members.length + 1);
        expect(result.entries).toBe((DEMO.members.length + 1) * DEMO.weeks * 5 * 2);

        const again = await seedDemo(t.app, t.database, () => undefined);
        expect(again).toMatchObject({ created: false, organizationId: result.organizationId });
      } finally {
        await t.close();
      }
    },
  );
});
