/**
 * Skills inferred from what people use and write: application names, project names and entry
 * notes, matched against a small keyword table. Evidence is listed so a reader can judge it.
 */
const SKILL_KEYWORDS: ReadonlyArray<{ skill: string; keywords: readonly string[] }> = [
  {
    skill: 'Software development',
    keywords: [
      'code',
      'vscode',
      'intellij',
      'webstorm',
      'xcode',
      'vim',
      'git',
      'github',
      'gitlab',
      'refactor',
      'bug',
      'deploy',
    ],
  },
  { skill: 'Backend development', keywords: ['api', 'backend', 'database', 'sql', 'postgres', 'server', 'migration'] },
  { skill: 'Frontend development', keywords: ['frontend', 'react', 'vue', 'css', 'html', 'ui', 'web'] },
  { skill: 'Mobile development', keywords: ['ios', 'android', 'mobile', 'app store'] },
  { skill: 'Design', keywords: ['figma', 'sketch', 'photoshop', 'illustrator', 'design', 'mockup', 'wireframe'] },
  { skill: 'Testing and QA', keywords: ['test', 'tests', 'testing', 'qa', 'review'] },
  { skill: 'DevOps', keywords: ['terminal', 'docker', 'kubernetes', 'ci', 'infrastructure', 'aws'] },
  { skill: 'Data and spreadsheets', keywords: ['excel', 'sheets', 'numbers', 'report', 'analytics', 'data'] },
  {
    skill: 'Writing and documentation',
    keywords: ['word', 'docs', 'notion', 'confluence', 'documentation', 'writing', 'copy'],
  },
  { skill: 'Communication', keywords: ['slack', 'zoom', 'teams', 'meet', 'meeting', 'email', 'outlook', 'call'] },
  { skill: 'Project management', keywords: ['jira', 'trello', 'asana', 'linear', 'planning', 'sprint', 'roadmap'] },
];

function wordsOf(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean),
  );
}

export interface InferredSkill {
  skill: string;
  evidence: string[];
}

/** Skills whose keywords appear as whole words in the sources, most supported first. */
export function inferSkills(sources: { apps: string[]; projects: string[]; notes: string[] }): InferredSkill[] {
  const labelled = [
    ...sources.apps.map((name) => ({ text: name, label: `app ${name}` })),
    ...sources.projects.map((name) => ({ text: name, label: `project ${name}` })),
    ...sources.notes.map((note) => ({
      text: note,
      label: `note "${note.length > 60 ? `${note.slice(0, 57)}…` : note}"`,
    })),
  ];
  return SKILL_KEYWORDS.map(({ skill, keywords }) => {
    const evidence = labelled
      .filter(({ text }) => {
        const words = wordsOf(text);
        return keywords.some((keyword) =>
          keyword.includes(' ') ? text.toLowerCase().includes(keyword) : words.has(keyword),
        );
      })
      .map(({ label }) => label);
    return { skill, evidence: [...new Set(evidence)].slice(0, 5) };
  })
    .filter((skill) => skill.evidence.length > 0)
    .sort((a, b) => b.evidence.length - a.evidence.length || a.skill.localeCompare(b.skill));
}
