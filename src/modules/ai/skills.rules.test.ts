import { describe, expect, it } from 'vitest';
import { inferSkills } from './skills.rules.js';

describe('inferSkills', () => {
  it('infers skills from whole words of apps, tasks and notes, with the evidence and its count', () => {
    const skills = inferSkills({
      apps: ['Visual Studio Code', 'Figma', 'Slack'],
      tasks: ['Logo design'],
      notes: ['Fixed the API migration', 'Unit tests for billing'],
    });
    const bySkill = Object.fromEntries(skills.map((skill) => [skill.skill, skill]));
    expect(bySkill['Software development']).toEqual({
      skill: 'Software development',
      evidenceCount: 1,
      evidence: ['app Visual Studio Code'],
    });
    expect(bySkill['Design']).toMatchObject({ evidenceCount: 2, evidence: ['app Figma', 'task Logo design'] });
    expect(bySkill['Backend development']?.evidence).toEqual(['note "Fixed the API migration"']);
    expect(bySkill['Testing and QA']?.evidence).toEqual(['note "Unit tests for billing"']);
    expect(bySkill['Communication']?.evidence).toEqual(['app Slack']);
    // Most supported first.
    expect(skills[0]?.skill).toBe('Design');
  });

  it('counts all the evidence while listing five pieces of it', () => {
    const notes = ['Design A', 'Design B', 'Design C', 'Design D', 'Design E', 'Design F', 'Design G'];
    const [design] = inferSkills({ apps: [], tasks: [], notes });
    expect(design).toMatchObject({ skill: 'Design', evidenceCount: 7 });
    expect(design?.evidence).toHaveLength(5);
  });

  it('does not match parts of words and answers nothing without sources', () => {
    expect(inferSkills({ apps: ['Codecademy'], tasks: ['Apiary'], notes: ['latest'] })).toEqual([]);
    expect(inferSkills({ apps: [], tasks: [], notes: [] })).toEqual([]);
  });
});
