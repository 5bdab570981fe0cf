import { describe, expect, it } from 'vitest';
import { inferSkills } from './skills.rules.js';

describe('inferSkills', () => {
  it('infers skills from whole words of apps, projects and notes, with the evidence', () => {
    const skills = inferSkills({
      apps: ['Visual Studio Code', 'Figma', 'Slack'],
      projects: ['Logo design'],
      notes: ['Fixed the API migration', 'Unit tests for billing'],
    });
    const bySkill = Object.fromEntries(skills.map((skill) => [skill.skill, skill.evidence]));
    expect(bySkill['Software development']).toEqual(['app Visual Studio Code']);
    expect(bySkill['Design']).toEqual(['app Figma', 'project Logo design']);
    expect(bySkill['Backend development']).toEqual(['note "Fixed the API migration"']);
    expect(bySkill['Testing and QA']).toEqual(['note "Unit tests for billing"']);
    expect(bySkill['Communication']).toEqual(['app Slack']);
  });

  it('does not match parts of words and answers nothing without sources', () => {
    expect(inferSkills({ apps: ['Codecademy'], projects: ['Apiary'], notes: ['latest'] })).toEqual([]);
    expect(inferSkills({ apps: [], projects: [], notes: [] })).toEqual([]);
  });
});
