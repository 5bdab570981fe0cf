import { describe, expect, it } from 'vitest';
import { minutesToWait } from './portal-query';

describe('minutesToWait', () => {
  it('rounds the server’s Retry-After seconds up to whole minutes, at least one', () => {
    expect(minutesToWait(0)).toBe(1);
    expect(minutesToWait(59)).toBe(1);
    expect(minutesToWait(61)).toBe(2);
    expect(minutesToWait(900)).toBe(15);
  });
});
