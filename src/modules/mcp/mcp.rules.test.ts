import { describe, expect, it } from 'vitest';
import { queryString, toolResultOf } from './mcp.rules.js';
import { compactEntry, compactEntryPage, compactRunning } from './mcp.compact.js';

describe('queryString', () => {
  it('leaves out unset arguments and spells booleans and numbers as text', () => {
    expect(queryString({ status: 'ALL', limit: 5, billable: false, cursor: undefined })).toBe(
      '?status=ALL&limit=5&billable=false',
    );
  });

  it('is empty without arguments', () => {
    expect(queryString(undefined)).toBe('');
    expect(queryString({ projectId: undefined })).toBe('');
  });

  it('encodes values, so an argument cannot add parameters', () => {
    expect(queryString({ client: 'A&B=c' })).toBe('?client=A%26B%3Dc');
  });
});

describe('toolResultOf', () => {
  it('unwraps the success envelope into compact JSON text, once', () => {
    const result = toolResultOf(200, { success: true, data: { items: [{ id: 'x' }], nextCursor: null } });
    expect(result.isError).toBeUndefined();
    expect(result.structuredContent).toBeUndefined();
    expect(result.content).toEqual([{ type: 'text', text: '{"items":[{"id":"x"}],"nextCursor":null}' }]);
  });

  it('answers lists and null as they are', () => {
    expect(toolResultOf(200, { success: true, data: [1, 2] }).content).toEqual([{ type: 'text', text: '[1,2]' }]);
    expect(toolResultOf(200, { success: true, data: null }).content).toEqual([{ type: 'text', text: 'null' }]);
  });

  it("shapes the data with the tool's compaction", () => {
    const result = toolResultOf(200, { success: true, data: { a: 1, b: 2 } }, () => ({ a: 1 }));
    expect(result.content).toEqual([{ type: 'text', text: '{"a":1}' }]);
  });

  it('turns a route error into a tool error with its code, message, hint and details', () => {
    const result = toolResultOf(403, {
      success: false,
      code: 'FORBIDDEN',
      error: 'Forbidden',
      message: 'Your role lacks financials.read',
      hint: 'Ask an admin.',
    });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: 'Your role lacks financials.read',
      hint: 'Ask an admin.',
    });
    expect(result.content).toEqual([
      { type: 'text', text: 'FORBIDDEN (403): Your role lacks financials.read Ask an admin.' },
    ]);
  });

  it('keeps validation details, so an agent can see which argument was wrong', () => {
    const details = [{ field: 'startTime', message: 'Invalid' }];
    const result = toolResultOf(400, {
      success: false,
      code: 'VALIDATION_ERROR',
      error: 'Bad Request',
      message: 'Invalid input',
      hint: 'Fix it.',
      details,
    });
    expect(result.structuredContent).toMatchObject({ code: 'VALIDATION_ERROR', details });
  });

  it('still answers a tool error when an error body is not in the API shape', () => {
    const result = toolResultOf(502, 'Bad gateway');
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toMatchObject({ status: 502, code: 'INTERNAL_ERROR' });
  });
});

describe('entry compaction', () => {
  const entry = {
    id: 'e1',
    memberId: 'm1',
    userId: 'u1',
    taskId: null,
    endTime: null,
    costRate: null,
    isRunning: true,
    tags: [],
    createdAt: 'c',
    updatedAt: 'u',
  };

  it('drops null fields and bookkeeping, keeps every id and falsy non-null values', () => {
    expect(compactEntry(entry)).toEqual({ id: 'e1', memberId: 'm1', userId: 'u1', isRunning: true, tags: [] });
  });

  it('compacts the items of a page and the running timer, and leaves other shapes alone', () => {
    expect(compactEntryPage({ items: [entry], nextCursor: null })).toEqual({
      items: [compactEntry(entry)],
      nextCursor: null,
    });
    expect(compactRunning({ running: entry })).toEqual({ running: compactEntry(entry) });
    expect(compactRunning({ running: null })).toEqual({ running: null });
    expect(compactEntryPage('x')).toBe('x');
  });
});
