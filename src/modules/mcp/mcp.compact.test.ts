import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner, type Actor } from '../../../test/support/actors.js';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { createProject } from '../../../test/support/projects.js';
import { mcpToolCall } from '../../../test/support/mcp.js';
import { logTime } from '../../../test/support/time.js';

/** What one tools/call costs on the wire, for the page the issue measured: 50 time entries. */
let t: TestApp;
let owner: Actor;

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

beforeAll(async () => {
  t = await buildTestApp();
  owner = await registerOwner(t);
  const project = await createProject(t, owner, { name: 'Compact Project' });
  for (let i = 0; i < 50; i++)
    await logTime(t, owner, ago(2 * i + 3), ago(2 * i + 2), {
      projectId: project.id,
      notes: `Reviewed pull request ${i} and fixed the flaky scheduler test`,
    });
});

afterAll(() => t.close());

const toolCall = (name: string, args: Record<string, unknown>) => mcpToolCall(t, owner, name, args);

/**
 * Measured on this fixture (one member, 50 manual entries with a project and a line of notes):
 * 75,936 bytes when the answer carried the data twice (pretty structuredContent plus the same JSON
 * as text), 29,846 bytes now; the REST page itself is 36,043. The bound leaves room for longer
 * names without letting the doubling back in.
 */
const PAGE_OF_50_BOUND = 36_000;

describe('compact tool answers', () => {
  it('answer a page of 50 time entries once, in less than half the old size, every id kept', async () => {
    const { bytes, result } = await toolCall('list_time_entries', { limit: 50 });
    expect(bytes).toBeLessThan(PAGE_OF_50_BOUND);
    expect(result.structuredContent).toBeUndefined();
    expect(result.content).toHaveLength(1);

    const page = JSON.parse((result.content[0] as { text: string }).text) as {
      items: Record<string, unknown>[];
      nextCursor: unknown;
    };
    const route = await t.app.inject({ method: 'GET', url: '/api/v1/time/entries?limit=50', headers: owner.headers });
    const rest = route.json().data as { items: Record<string, unknown>[]; nextCursor: unknown };
    expect(page.items).toHaveLength(50);
    expect(page.nextCursor).toEqual(rest.nextCursor);
    for (const [index, entry] of page.items.entries()) {
      const full = rest.items[index]!;
      for (const key of ['id', 'memberId', 'userId', 'projectId', 'startTime', 'endTime', 'durationSeconds', 'notes'])
        expect(entry[key], key).toEqual(full[key]);
      expect(entry).not.toHaveProperty('createdAt');
      expect(entry).not.toHaveProperty('taskId');
      // Each entry is in the answer once: its id appears exactly once on the wire.
      const body = JSON.stringify(result);
      expect(body.split(String(full.id)).length - 1).toBe(1);
    }
  });

  it('answer a tool error as one line plus its code, small', async () => {
    const { bytes, result } = await toolCall('list_time_entries', { userId: owner.orgId });
    expect(result.isError).toBe(true);
    expect(result.content).toHaveLength(1);
    expect(bytes).toBeLessThan(1_000);
  });
});
