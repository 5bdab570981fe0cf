import { describe, expect, it } from 'vitest';
import { distinctIds, tagRefusals, taskRefusal } from './tasks.rules.js';

const open = { projectId: 'p1', done: false, archivedAt: null };
const archived = { ...open, archivedAt: new Date('2026-11-01T00:00:00Z') };

describe('taskRefusal', () => {
  it('accepts an open, active task of the entry project', () => {
    expect(taskRefusal(open, 'p1', false)).toBeNull();
  });

  it('refuses a task on an entry without a project, or of another project, carried or not', () => {
    expect(taskRefusal(open, null, false)).toMatch(/needs a project/);
    expect(taskRefusal(open, 'p2', false)).toMatch(/another project/);
    expect(taskRefusal(open, 'p2', true)).toMatch(/another project/);
  });

  it('refuses a newly chosen archived or done task but lets an entry keep the one it carries', () => {
    expect(taskRefusal(archived, 'p1', false)).toBe('is archived');
    expect(taskRefusal({ ...open, done: true }, 'p1', false)).toMatch(/is done/);
    expect(taskRefusal(archived, 'p1', true)).toBeNull();
    expect(taskRefusal({ ...open, done: true }, 'p1', true)).toBeNull();
  });
});

describe('tagRefusals', () => {
  const found = [
    { id: 'a', archivedAt: null },
    { id: 'b', archivedAt: new Date('2026-11-01T00:00:00Z') },
  ];

  it('names ids not found and archived tags not carried already', () => {
    expect(tagRefusals(['a', 'b', 'x'], found, new Set())).toEqual({ missing: ['x'], archived: ['b'] });
  });

  it('lets an entry keep an archived tag it carries', () => {
    expect(tagRefusals(['a', 'b'], found, new Set(['b']))).toEqual({ missing: [], archived: [] });
  });
});

describe('distinctIds', () => {
  it('keeps the first of each id in order', () => {
    expect(distinctIds(['b', 'a', 'b', 'c', 'a'])).toEqual(['b', 'a', 'c']);
  });
});
