import { describe, expect, it } from 'vitest';
import { arrangeTeam, freshness, secondsNow } from './live-team';

const person = (fullName: string, status: 'online' | 'offline', working: boolean) => ({
  fullName,
  status,
  timer: working ? { entryId: fullName } : null,
});

describe('arrangeTeam', () => {
  it('puts people with a timer under working, then the online before the offline, each in the given order', () => {
    const team = arrangeTeam([
      person('Ada', 'offline', false),
      person('Babbage', 'online', true),
      person('Grace', 'online', false),
      person('Hedy', 'offline', false),
      person('Linus', 'online', true),
    ]);
    expect(team.working.map((member) => member.fullName)).toEqual(['Babbage', 'Linus']);
    expect(team.notWorking.map((member) => member.fullName)).toEqual(['Grace', 'Ada', 'Hedy']);
  });

  it('has nobody working in an idle team', () => {
    expect(arrangeTeam([person('Ada', 'offline', false)]).working).toEqual([]);
  });
});

describe('secondsNow', () => {
  it("adds the whole seconds passed since the server's answer", () => {
    expect(secondsNow(600, 1_000_000, 1_000_000)).toBe(600);
    expect(secondsNow(600, 1_000_000, 1_012_999)).toBe(612);
  });

  it('never counts back when this clock is behind the moment of the answer', () => {
    expect(secondsNow(600, 1_000_000, 990_000)).toBe(600);
  });
});

describe('freshness', () => {
  it('says just now for under five seconds, then seconds, then minutes', () => {
    expect(freshness(0, 4_999)).toEqual({ unit: 'now' });
    expect(freshness(0, 15_000)).toEqual({ unit: 'seconds', seconds: 15 });
    expect(freshness(0, 59_999)).toEqual({ unit: 'seconds', seconds: 59 });
    expect(freshness(0, 125_000)).toEqual({ unit: 'minutes', minutes: 2 });
    expect(freshness(10_000, 0)).toEqual({ unit: 'now' });
  });
});
