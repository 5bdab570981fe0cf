import { describe, expect, it } from 'vitest';
import {
  amountInCents,
  idleSecondsWithin,
  snapshotRates,
  spansOverlap,
  workedSeconds,
  workedSecondsWithin,
} from './time.rules.js';

const at = (iso: string) => new Date(iso);

describe('spansOverlap', () => {
  const nineToTen = { start: at('2026-11-16T09:00:00Z'), end: at('2026-11-16T10:00:00Z') };

  it('finds spans that share any instant', () => {
    expect(spansOverlap(nineToTen, { start: at('2026-11-16T09:30:00Z'), end: at('2026-11-16T11:00:00Z') })).toBe(true);
    expect(spansOverlap(nineToTen, { start: at('2026-11-16T08:00:00Z'), end: at('2026-11-16T12:00:00Z') })).toBe(true);
  });

  it('lets spans touch end to start', () => {
    expect(spansOverlap(nineToTen, { start: at('2026-11-16T10:00:00Z'), end: at('2026-11-16T11:00:00Z') })).toBe(false);
    expect(spansOverlap(nineToTen, { start: at('2026-11-16T08:00:00Z'), end: at('2026-11-16T09:00:00Z') })).toBe(false);
  });

  it('treats a running span as open-ended', () => {
    expect(spansOverlap(nineToTen, { start: at('2026-11-16T09:59:59Z'), end: null })).toBe(true);
    expect(spansOverlap({ start: at('2026-11-16T07:00:00Z'), end: null }, nineToTen)).toBe(true);
    expect(spansOverlap(nineToTen, { start: at('2026-11-16T10:00:00Z'), end: null })).toBe(false);
  });
});

describe('workedSeconds', () => {
  it('subtracts discarded idle time', () => {
    expect(
      workedSeconds(
        { start: at('2026-11-16T09:00:00Z'), end: at('2026-11-16T10:00:00Z'), idleSeconds: 600 },
        at('2026-11-17T00:00:00Z'),
      ),
    ).toBe(3000);
  });

  it('counts a running span up to now', () => {
    expect(
      workedSeconds({ start: at('2026-11-16T09:00:00Z'), end: null, idleSeconds: 0 }, at('2026-11-16T09:20:30Z')),
    ).toBe(1230);
  });
});

describe('snapshotRates', () => {
  it("takes the project's bill rate over the member's, and the member's cost rate", () => {
    expect(snapshotRates({ hourlyBillRate: '150.00' }, { costRate: '40.00', billableRate: '90.00' })).toEqual({
      costRate: '40.00',
      billRate: '150.00',
    });
    expect(snapshotRates({ hourlyBillRate: null }, { costRate: '40.00', billableRate: '90.00' })).toEqual({
      costRate: '40.00',
      billRate: '90.00',
    });
    expect(snapshotRates(null, { costRate: null, billableRate: null })).toEqual({ costRate: null, billRate: null });
  });
});

describe('amountInCents', () => {
  it('prices seconds at an hourly rate, rounding to the cent', () => {
    expect(amountInCents(3600, '95.50')).toBe(9550);
    expect(amountInCents(1800, '0.01')).toBe(1);
    expect(amountInCents(1, '100.00')).toBe(3);
    expect(amountInCents(5400, null)).toBe(0);
  });
});

describe('workedSecondsWithin', () => {
  const day = { start: at('2026-11-16T00:00:00Z'), end: at('2026-11-17T00:00:00Z') };

  it('counts only the part of a span inside the window', () => {
    const overnight = { start: at('2026-11-16T22:00:00Z'), end: at('2026-11-17T02:00:00Z'), idleSeconds: 0 };
    expect(workedSecondsWithin(overnight, day, at('2026-11-18T00:00:00Z'))).toBe(7200);
  });

  it('takes idle time off in proportion to the part inside', () => {
    const overnight = { start: at('2026-11-16T22:00:00Z'), end: at('2026-11-17T02:00:00Z'), idleSeconds: 1200 };
    expect(workedSecondsWithin(overnight, day, at('2026-11-18T00:00:00Z'))).toBe(7200 - 600);
  });

  it('counts a running span up to now and nothing outside the window', () => {
    expect(
      workedSecondsWithin(
        { start: at('2026-11-16T09:00:00Z'), end: null, idleSeconds: 0 },
        day,
        at('2026-11-16T09:30:00Z'),
      ),
    ).toBe(1800);
    expect(
      workedSecondsWithin(
        { start: at('2026-11-15T09:00:00Z'), end: at('2026-11-15T10:00:00Z'), idleSeconds: 0 },
        day,
        at('2026-11-16T09:30:00Z'),
      ),
    ).toBe(0);
  });
});

describe('idleSecondsWithin', () => {
  const monday = { start: at('2026-11-16T00:00:00Z'), end: at('2026-11-17T00:00:00Z') };
  const tuesday = { start: at('2026-11-17T00:00:00Z'), end: at('2026-11-18T00:00:00Z') };
  const now = at('2026-11-20T00:00:00Z');

  it("gives each day the share of the entry's idle time that its part of the entry carries", () => {
    // 22:00 to 02:00 with 20 minutes idle: half the span on each day, 10 minutes idle on each.
    const overnight = { start: at('2026-11-16T22:00:00Z'), end: at('2026-11-17T02:00:00Z'), idleSeconds: 1200 };
    expect(idleSecondsWithin(overnight, monday, now)).toBe(600);
    expect(idleSecondsWithin(overnight, tuesday, now)).toBe(600);
    // Worked and idle time of a day add up to the part of the entry in it.
    expect(workedSecondsWithin(overnight, monday, now) + idleSecondsWithin(overnight, monday, now)).toBe(7200);
  });

  it('counts nothing for a day the entry does not touch, and all of it for a day holding the whole entry', () => {
    const morning = { start: at('2026-11-16T09:00:00Z'), end: at('2026-11-16T12:00:00Z'), idleSeconds: 900 };
    expect(idleSecondsWithin(morning, monday, now)).toBe(900);
    expect(idleSecondsWithin(morning, tuesday, now)).toBe(0);
  });
});
