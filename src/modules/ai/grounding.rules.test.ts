import { describe, expect, it } from 'vitest';
import { misattributedFigures, numbersIn, subjectsOfResults, ungroundedNumbers } from './grounding.rules.js';

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
    const subjects = { people, projects: [], shared };
    expect(misattributedFigures('Ada Lovelace worked 6.5 h of the team’s 15.75 h.', subjects)).toEqual([]);
    expect(misattributedFigures('Ada Lovelace worked 9.25 h. Grace Hopper worked 6.5 h.', subjects)).toEqual([
      { subject: 'Ada Lovelace', value: 9.25 },
      { subject: 'Grace Hopper', value: 6.5 },
    ]);
    // A sentence naming both people cannot be checked this way and is left to the number check.
    expect(misattributedFigures('Ada Lovelace (9.25 h) and Grace Hopper (6.5 h).', subjects)).toEqual([]);
  });

  it("finds a project's figure put on another project, and lets a person's hours on it through", () => {
    const subjects = {
      people: [{ name: 'Ada Lovelace', facts: JSON.stringify({ hours: 9.25, projects: [{ hours: 3.25 }] }) }],
      projects: [
        { name: 'Website', facts: JSON.stringify({ hours: 4.5, budget: 1000, usedPercent: 52.5 }) },
        { name: 'Mobile App', facts: JSON.stringify({ hours: 6, budget: 5, usedPercent: 120 }) },
      ],
      shared: JSON.stringify({ totals: { hours: 10.5 } }),
    };
    expect(misattributedFigures('Website took 4.5 h and has used 52.5% of its budget.', subjects)).toEqual([]);
    expect(misattributedFigures('Ada Lovelace spent 3.25 h on Website.', subjects)).toEqual([]);
    expect(misattributedFigures('Website is at 120% of its budget.', subjects)).toEqual([
      { subject: 'Website', value: 120 },
    ]);
    expect(misattributedFigures('Mobile App took 4.5 h of the 10.5 h.', subjects)).toEqual([
      { subject: 'Mobile App', value: 4.5 },
    ]);
  });

  it('reads the people and projects of chat tool results; dates and totals stay shared', () => {
    const subjects = subjectsOfResults([
      { from: '2026-11-16', to: '2026-11-20', members: [{ name: 'Ada Lovelace', hours: 9.25 }], total: 10.5 },
      { member: 'Ada Lovelace', projects: [{ name: 'Website', hours: 3.25 }] },
      { project: 'Mobile App', hours: 6, budget: 5 },
    ]);
    expect(subjects.people.map((p) => p.name)).toEqual(['Ada Lovelace']);
    expect(subjects.projects.map((p) => p.name).sort()).toEqual(['Mobile App', 'Website']);
    expect(misattributedFigures('The team logged 10.5 h from 2026-11-16 to 2026-11-20.', subjects)).toEqual([]);
    expect(misattributedFigures('Ada Lovelace: 3.25 h on Website.', subjects)).toEqual([]);
    expect(misattributedFigures('Website has used 6 h of its 5 h budget.', subjects)).toEqual([
      { subject: 'Website', value: 6 },
      { subject: 'Website', value: 5 },
    ]);
  });
});
