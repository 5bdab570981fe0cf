import { describe, expect, it } from 'vitest';
import { intentOf, periodIn } from './chat.intents.js';

const directory = { members: ['Ada Lovelace', 'Grace Hopper'], projects: ['Website', 'Mobile App'] };
const today = '2026-11-19'; // a Thursday

describe('periodIn', () => {
  it('reads relative and explicit periods from the local today', () => {
    expect(periodIn('today', today)).toEqual({ from: today, to: today });
    expect(periodIn('yesterday', today)).toEqual({ from: '2026-11-18', to: '2026-11-18' });
    expect(periodIn('last week', today)).toEqual({ from: '2026-11-09', to: '2026-11-15' });
    expect(periodIn('this month', today)).toEqual({ from: '2026-11-01', to: today });
    expect(periodIn('last month', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(periodIn('the last 3 days', today)).toEqual({ from: '2026-11-17', to: today });
    expect(periodIn('from 2026-11-02 to 2026-11-04', today)).toEqual({ from: '2026-11-02', to: '2026-11-04' });
    expect(periodIn('this week', today)).toBeUndefined();
  });

  it("takes last week from the organization's first day of the week", () => {
    expect(periodIn('last week', today, 7)).toEqual({ from: '2026-11-08', to: '2026-11-14' }); // Sunday first
    expect(periodIn('last week', today, 6)).toEqual({ from: '2026-11-07', to: '2026-11-13' }); // Saturday first
    expect(periodIn('last week', '2026-11-15', 7)).toEqual({ from: '2026-11-08', to: '2026-11-14' });
  });
});

describe('intentOf', () => {
  it('maps questions to tools with the names of the organization', () => {
    expect(intentOf('How many hours did Ada work last week?', today, directory)).toEqual({
      kind: 'tool',
      tool: 'hours_worked',
      args: { from: '2026-11-09', to: '2026-11-15', member: 'Ada Lovelace' },
    });
    expect(intentOf('Time spent on Mobile App today', today, directory)).toMatchObject({
      tool: 'hours_worked',
      args: { project: 'Mobile App', from: today },
    });
    expect(intentOf('Who worked the most this week?', today, directory)).toMatchObject({ tool: 'top_members' });
    expect(intentOf('Is Website over budget?', today, directory)).toEqual({
      kind: 'tool',
      tool: 'project_budget',
      args: { project: 'Website' },
    });
    expect(intentOf('What is still unbilled?', today, directory)).toMatchObject({ tool: 'billable_amounts' });
    expect(intentOf('Who is online right now?', today, directory)).toMatchObject({ tool: 'online_members' });
    expect(intentOf('Which apps did Grace use yesterday?', today, directory)).toMatchObject({
      tool: 'top_apps',
      args: { member: 'Grace Hopper' },
    });
  });

  it('says when a name is not in the organization, and when it cannot answer', () => {
    expect(intentOf('How many hours did Zed Stranger work?', today, directory)).toEqual({
      kind: 'unknown-name',
      name: 'Zed Stranger',
    });
    expect(intentOf('Write me a poem', today, directory)).toEqual({ kind: 'unsupported' });
  });
});

describe('what managers ask', () => {
  it('reads a weekday as the latest such day up to today', () => {
    expect(periodIn('on monday', today)).toEqual({ from: '2026-11-16', to: '2026-11-16' });
    expect(periodIn('on thursday', today)).toEqual({ from: today, to: today });
    expect(periodIn('on friday', today)).toEqual({ from: '2026-11-13', to: '2026-11-13' });
  });

  it('maps team questions to their tools', () => {
    const tool = (question: string) => intentOf(question, today, directory);
    expect(tool('Who has not tracked time today?')).toMatchObject({ tool: 'not_tracked_today' });
    expect(tool('Which projects are over or near budget?')).toMatchObject({ tool: 'budgets_at_risk' });
    expect(tool('Who is over capacity this week?')).toMatchObject({ tool: 'capacity' });
    expect(tool('How much idle time did Ada have last week?')).toMatchObject({
      tool: 'idle_time',
      args: { member: 'Ada Lovelace', from: '2026-11-09' },
    });
    expect(tool('How does this week compare with last week?')).toMatchObject({ tool: 'compare_weeks' });
    expect(tool('What did Grace do on 2026-11-17?')).toMatchObject({
      tool: 'work_of',
      args: { member: 'Grace Hopper', from: '2026-11-17', to: '2026-11-17' },
    });
    expect(tool('Which project took the most time this week?')).toMatchObject({ tool: 'top_projects' });
    expect(tool('What is the most profitable project last month?')).toMatchObject({
      tool: 'project_profits',
      args: { from: '2026-10-01', to: '2026-10-31' },
    });
    expect(tool('How much unbilled time is there on Website this month?')).toMatchObject({
      tool: 'billable_amounts',
      args: { project: 'Website', from: '2026-11-01' },
    });
  });

  it('says it reads English only for a question in another language', () => {
    expect(intentOf('¿Cuántas horas trabajó Ada esta semana?', today, directory)).toEqual({ kind: 'other-language' });
    expect(intentOf('Wie viele Stunden hat Ada diese Woche gearbeitet?', today, directory)).toEqual({
      kind: 'other-language',
    });
    expect(intentOf('How many hours did Ada work?', today, directory)).toMatchObject({ kind: 'tool' });
  });
});
