/**
 * Skills inferred from evidence of the work itself: the applications people used, the tasks they
 * logged time to and the notes they wrote, matched against a small keyword table. A project's
 * name is not evidence (a "Website" project says nothing about who designs and who writes), so it
 * is never a source. Each skill carries how many pieces of evidence support it and up to five of
 * them, so a reader can judge it.
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
  /** How many apps, tasks and notes support it (all of them, not only those listed). */
  evidenceCount: number;
  /** Up to five of them, as "app Figma", "task Logo", "note \"…\"". */
  evidence: string[];
}

const EXAMPLES = 5;

/** Skills whose keywords appear as whole words in the sources, most supported first. */
export function inferSkills(sources: { apps: string[]; tasks: string[]; notes: string[] }): InferredSkill[] {
  const labelled = [
    ...sources.apps.map((name) => ({ text: name, label: `app ${name}` })),
    ...sources.tasks.map((name) => ({ text: name, label: `task ${name}` })),
    ...sources.notes.map((note) => ({
      text: note,
      label: `note "${note.length > 60 ? `${note.slice(0, 57)}…` : note}"`,
    })),
  ];
  return SKILL_KEYWORDS.map(({ skill, keywords }) => {
    const evidence = [
      ...new Set(
        labelled
          .filter(({ text }) => {
            const words = wordsOf(text);
            return keywords.some((keyword) =>
              keyword.includes(' ') ? text.toLowerCase().includes(keyword) : words.has(keyword),
            );
          })
          .map(({ label }) => label),
      ),
    ];
    return { skill, evidenceCount: evidence.length, evidence: evidence.slice(0, EXAMPLES) };
  })
    .filter((skill) => skill.evidenceCount > 0)
    .sort((a, b) => b.evidenceCount - a.evidenceCount || a.skill.localeCompare(b.skill));
}
