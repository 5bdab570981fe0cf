import { describe, expect, it } from 'vitest';
import { queryString, toolResultOf } from './mcp.rules.js';

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
  it('unwraps the success envelope into structured content and JSON text', () => {
    const result = toolResultOf(200, { success: true, data: { items: [{ id: 'x' }], nextCursor: null } });
    expect(result.isError).toBeUndefined();
    expect(result.structuredContent).toEqual({ items: [{ id: 'x' }], nextCursor: null });
    expect(result.content).toEqual([{ type: 'text', text: '{"items":[{"id":"x"}],"nextCursor":null}' }]);
  });

  it('wraps data that is not an object, since structured content must be one', () => {
    expect(toolResultOf(200, { success: true, data: [1, 2] }).structuredContent).toEqual({ result: [1, 2] });
    expect(toolResultOf(200, { success: true, data: null }).structuredContent).toEqual({ result: null });
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
