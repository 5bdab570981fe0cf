import { describe, expect, it } from 'vitest';
import { misattributedFigures, numbersIn, ungroundedNumbers } from './grounding.rules.js';

describe('grounding', () => {
  it('finds numbers with thousands separators and decimals', () => {
    expect(numbersIn('Ada logged 12.5 h worth 1,234.50 on 2026-11-16')).toEqual([12.5, 1234.5, 2026, -11, -16]);
  });

  it('reads figures written as words, but not "one" used as an article', () => {
    expect(numbersIn('Twelve hours, forty-two entries, twenty five tasks and a hundred notes')).toEqual([
      12, 42, 25, 100,
    ]);
    expect(numbersIn('three hundred and five screenshots')).toEqual([305]);
    expect(numbersIn('one of the projects; none of them; someone; often')).toEqual([]);
  });

  it('accepts figures present in the sources and reports the others, in digits or words', () => {
    const sources = [JSON.stringify({ hours: 12.5, billableAmount: 1234.5, from: '2026-11-16', people: 3 })];
    expect(ungroundedNumbers('Ada logged 12.5 h (1,234.50) since 2026-11-16, three people.', sources)).toEqual([]);
    expect(ungroundedNumbers('Ada logged 14 h.', sources)).toEqual([14]);
    expect(ungroundedNumbers('Ada logged fourteen hours.', sources)).toEqual([14]);
    // An id's digits are not figures.
    expect(
      ungroundedNumbers('Ada logged 9 h.', [JSON.stringify({ id: '01a20f41-6a3a-7416-b91a-e256a59403a4' })]),
    ).toEqual([9]);
  });

  it("finds a teammate's figure put on someone else, and lets team figures through", () => {
    const people = [
      { name: 'Ada Lovelace', facts: JSON.stringify({ hours: 6.5, overtimeHours: 0 }) },
      { name: 'Grace Hopper', facts: JSON.stringify({ hours: 9.25, overtimeHours: 1.25 }) },
    ];
    const shared = JSON.stringify({ totals: { hours: 15.75 }, date: '2026-11-16' });
    expect(misattributedFigures('Ada Lovelace worked 6.5 h of the team’s 15.75 h.', people, shared)).toEqual([]);
    expect(misattributedFigures('Ada Lovelace worked 9.25 h. Grace Hopper worked 6.5 h.', people, shared)).toEqual([
      { person: 'Ada Lovelace', value: 9.25 },
      { person: 'Grace Hopper', value: 6.5 },
    ]);
    // A sentence naming both people cannot be checked this way and is left to the number check.
    expect(misattributedFigures('Ada Lovelace (9.25 h) and Grace Hopper (6.5 h).', people, shared)).toEqual([]);
  });
});
