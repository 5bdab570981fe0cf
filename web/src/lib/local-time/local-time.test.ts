import { describe, expect, it } from 'vitest';
import { zoneOf } from './local-time';

describe("the member's zone", () => {
  it("is their own when they set one, else the organization's", () => {
    expect(zoneOf({ timeZone: 'America/Los_Angeles', myTimeZone: null })).toBe('America/Los_Angeles');
    expect(zoneOf({ timeZone: 'America/Los_Angeles', myTimeZone: 'Europe/Berlin' })).toBe('Europe/Berlin');
  });
});
