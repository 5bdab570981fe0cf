import { describe, expect, it } from 'vitest';
import { createFormatters } from './intl';

const instant = '2026-11-24T14:05:00Z';
const us = createFormatters({ locales: ['en-US'], timeZone: 'America/New_York' });
const de = createFormatters({ locales: ['de-DE'], timeZone: 'Europe/Berlin' });
const space = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('Intl formatting', () => {
  it('shows dates and times in the viewer locale and time zone', () => {
    expect(us.date(instant)).toBe('Nov 24, 2026');
    expect(space(us.time(instant))).toBe('9:05 AM');
    expect(de.date(instant)).toBe('24.11.2026');
    expect(de.time(instant)).toBe('15:05');
    expect(us.weekday('2026-11-24T12:00:00Z')).toBe('Tue, Nov 24');
  });

  it('moves the day with the time zone', () => {
    const lateUtc = '2026-11-24T23:30:00Z';
    expect(createFormatters({ locales: ['en-US'], timeZone: 'UTC' }).date(lateUtc)).toBe('Nov 24, 2026');
    expect(createFormatters({ locales: ['en-US'], timeZone: 'Asia/Tokyo' }).date(lateUtc)).toBe('Nov 25, 2026');
  });

  it('shows a short span to the second in words', () => {
    expect(us.seconds(3)).toBe('3 seconds');
    expect(us.seconds(1)).toBe('1 second');
    expect(us.seconds(60)).toBe('1 minute');
    expect(us.seconds(90)).toBe('1 minute, 30 seconds');
  });

  it('shows durations as hours and minutes', () => {
    expect(us.duration(7 * 3600 + 30 * 60 + 59)).toBe('7 hr 30 min');
    expect(us.duration(45 * 60)).toBe('45 min');
    expect(us.duration(3 * 3600)).toBe('3 hr');
    expect(us.duration(0)).toBe('0 min');
    expect(us.duration(-5)).toBe('0 min');
    expect(space(de.duration(90 * 60))).toBe('1 Std., 30 Min.');
  });

  it('shows clock durations past a day without wrapping', () => {
    expect(us.durationClock(7 * 3600 + 5 * 60)).toBe('7:05');
    expect(us.durationClock(42 * 60 + 9, true)).toBe('0:42:09');
    expect(us.durationClock(30 * 3600)).toBe('30:00');
  });

  it('shows money exactly, with the currency symbol', () => {
    expect(us.money('1234.5', 'USD')).toBe('$1,234.50');
    expect(us.money(99.999, 'EUR')).toBe('€100.00');
    expect(space(de.money('1234.56', 'EUR'))).toBe('1.234,56 €');
    expect(us.money('0.10000000000000001', 'USD')).toBe('$0.10');
    expect(us.money(1000, 'JPY')).toBe('¥1,000');
  });
});
