import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { readCookie, requestHeaders, unwrap } from './client';

const ORG = '0195f3a0-0000-7000-8000-000000000001';

describe('the API client', () => {
  it('sends the chosen organization on every request and the CSRF cookie on writes only', () => {
    const get = new Headers();
    requestHeaders('GET', get, 'pc_csrf=abc123; other=1', ORG);
    expect(get.get('x-organization-id')).toBe(ORG);
    expect(get.has('x-csrf-token')).toBe(false);

    const post = new Headers();
    requestHeaders('POST', post, 'other=1; pc_csrf=abc123', null);
    expect(post.has('x-organization-id')).toBe(false);
    expect(post.get('x-csrf-token')).toBe('abc123');

    const explicit = new Headers({ 'x-organization-id': 'other' });
    requestHeaders('DELETE', explicit, '', ORG);
    expect(explicit.get('x-organization-id')).toBe('other');
    expect(explicit.has('x-csrf-token')).toBe(false);
  });

  it('reads a cookie by exact name', () => {
    expect(readCookie('pc_csrf_old=x; pc_csrf=y%3Dz', 'pc_csrf')).toBe('y=z');
    expect(readCookie('', 'pc_csrf')).toBeNull();
  });

  it('returns the envelope data of a success', async () => {
    const response = new Response('{}', { status: 200 });
    await expect(unwrap(Promise.resolve({ data: { success: true, data: { id: 1 } }, response }))).resolves.toEqual({
      id: 1,
    });
  });

  it("turns an error answer into an ApiError in the web app's words, keeping the API's for developers", async () => {
    const body = { success: false, code: 'UNAUTHORIZED', error: 'Unauthorized', message: 'Sign in', hint: 'Do it' };
    const response = new Response(JSON.stringify(body), { status: 401, headers: { 'x-request-id': 'req-1' } });
    const error = await unwrap(Promise.resolve({ error: body, response })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'You are not signed in, or your sign-in has ended.',
      hint: 'Sign in again.',
      requestId: 'req-1',
      developerWords: { message: 'Sign in', hint: 'Do it' },
    });
  });

  it("falls back to the API's words for a code this build does not know", async () => {
    const body = { success: false, code: 'SOMETHING_NEW', error: 'Conflict', message: 'New rule', hint: 'New hint' };
    const error = await unwrap(
      Promise.resolve({ error: body, response: new Response(JSON.stringify(body), { status: 409 }) }),
    ).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'SOMETHING_NEW', message: 'New rule', hint: 'New hint' });
  });

  it('explains an answer that is not the error shape, and a request that never got one', async () => {
    const response = new Response('<html>Bad gateway</html>', { status: 502 });
    await expect(unwrap(Promise.resolve({ error: '<html>Bad gateway</html>', response }))).rejects.toMatchObject({
      status: 502,
      code: 'UNEXPECTED_RESPONSE',
    });
    await expect(unwrap(Promise.reject(new TypeError('Failed to fetch')))).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      hint: 'Check your connection and try again.',
    });
  });
});
