import { readFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import { buildTestApp } from '../../../test/support/app.js';
import type { Access } from '../../platform/auth/access.js';
import { BUILT_IN_ROLES, PERMISSIONS } from './permissions.js';

/**
 * docs/rbac.md is the human version of permissions.ts and of the route table's access rules;
 * these checks keep it from drifting when either changes.
 */
const doc = await readFile(new URL('../../../docs/rbac.md', import.meta.url), 'utf8');
const t = await buildTestApp();
afterAll(() => t.close());

/** The rows of every markdown table in `text`, as trimmed cells. */
function tableRows(text: string): string[][] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[-| ]+\|$/.test(line))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

function section(heading: string): string {
  const start = doc.indexOf(`## ${heading}`);
  if (start < 0) throw new Error(`docs/rbac.md has no section "${heading}"`);
  const end = doc.indexOf('\n## ', start + 1);
  return doc.slice(start, end < 0 ? undefined : end);
}

describe('docs/rbac.md', () => {
  it("lists the catalogue with each built-in role's permissions", () => {
    const rows = tableRows(section('Permission catalogue')).filter((cells) => /^`.+`$/.test(cells[0]!));
    const documented = rows.map(([key, allows, ...marks]) => ({ key: key!.slice(1, -1), allows, marks }));
    expect(documented).toEqual(
      Object.entries(PERMISSIONS).map(([key, allows]) => ({
        key,
        allows,
        marks: BUILT_IN_ROLES.map((role) => ((role.permissions as readonly string[]).includes(key) ? '✓' : '–')),
      })),
    );
  });

  it('has a matrix row for every API route, naming the access, every permission and the plan the route declares', () => {
    const rowsByOperation = new Map(tableRows(doc).map((cells) => [cells[0]!, cells.join(' | ')]));
    const apiRoutes = t.app.routeTable.routes.filter(
      (route) => route.url.startsWith('/api/v1/') && route.method !== 'HEAD',
    );
    expect(apiRoutes.length).toBeGreaterThan(0);
    const problems = apiRoutes.flatMap((route: RouteOptions) => {
      const operation = `\`${String(route.method)} ${route.url.replace('/api/v1', '').replace(/:(\w+)/g, '{$1}')}\``;
      const row = rowsByOperation.get(operation);
      if (!row) return [`${operation} has no row`];
      return accessWords((route.config as { access: Access }).access)
        .filter((needed) => !row.includes(needed))
        .map((needed) => `${operation} should name ${needed}`);
    });
    expect(problems).toEqual([]);
  });
});

/** What a route's row must say: its access kind, or each permission it needs and its plan feature. */
function accessWords(routeAccess: Access): string[] {
  if (routeAccess.kind !== 'tenant') return [routeAccess.kind];
  const permissions = routeAccess.permissions.map((permission) => `\`${permission}\``);
  const plan = routeAccess.plan === null ? [] : [`plan \`${routeAccess.plan}\``];
  return [...(permissions.length === 0 ? ['any'] : permissions), ...plan];
}
