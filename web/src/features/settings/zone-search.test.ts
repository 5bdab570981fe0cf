import { describe, expect, it } from 'vitest';
import { offsetLabel, parseOffsetQuery, searchZones, zoneOptions } from './zone-search';

// Mid-winter in Europe and North America, so their standard offsets apply.
const WINTER = new Date('2026-01-15T12:00:00Z');
const SUMMER = new Date('2026-07-15T12:00:00Z');
const NAMES = [
  'UTC',
  'America/Bogota',
  'America/New_York',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Europe/Berlin',
  'Europe/London',
  'Africa/Lagos',
];
const names = (query: string, now = WINTER) => searchZones(zoneOptions(NAMES, now), query).map((zone) => zone.name);

describe('time zone search', () => {
  it('finds a zone by its city, in any case, with spaces for underscores', () => {
    expect(names('berlin')).toEqual(['Europe/Berlin']);
    expect(names('New York')).toEqual(['America/New_York']);
    expect(names('new_york')).toEqual(['America/New_York']);
  });

  it('finds the zones of a region', () => {
    expect(names('europe')).toEqual(['Europe/Berlin', 'Europe/London']);
  });

  it('finds zones by their offset now, written as people write it', () => {
    expect(names('+01:00')).toEqual(['Europe/Berlin', 'Africa/Lagos']);
    expect(names('UTC+1')).toEqual(['Europe/Berlin', 'Africa/Lagos']);
    expect(names('GMT-5')).toEqual(['America/Bogota', 'America/New_York']);
    expect(names('+0530')).toEqual(['Asia/Kolkata']);
    expect(names('utc +5:30')).toEqual(['Asia/Kolkata']);
    expect(names('−5')).toEqual(['America/Bogota', 'America/New_York']);
  });

  it('follows summer time: New York is UTC−4 in July, Bogotá stays at −5', () => {
    expect(names('GMT-5', SUMMER)).toEqual(['America/Bogota']);
    expect(names('UTC-4', SUMMER)).toEqual(['America/New_York']);
  });

  it('lists everything for nothing typed, and nothing for a zone that does not exist', () => {
    expect(names('  ')).toEqual(NAMES);
    expect(names('atlantis')).toEqual([]);
  });

  it('puts zones whose city starts with the text before those that only contain it', () => {
    expect(searchZones(zoneOptions(['America/Port_of_Spain', 'Europe/Paris'], WINTER), 'par')[0]?.name).toBe(
      'Europe/Paris',
    );
  });

  it('reads an offset only when it is one', () => {
    expect(parseOffsetQuery('+14')).toBe(840);
    expect(parseOffsetQuery('+15')).toBeNull();
    expect(parseOffsetQuery('berlin')).toBeNull();
    expect(parseOffsetQuery('UTC')).toBeNull();
  });

  it('labels offsets with sign, hours and minutes', () => {
    expect(offsetLabel(60)).toBe('UTC+01:00');
    expect(offsetLabel(-300)).toBe('UTC−05:00');
    expect(offsetLabel(330)).toBe('UTC+05:30');
    expect(offsetLabel(0)).toBe('UTC+00:00');
  });
});
