import type { ImportRow } from './parse/import-row.js';

/**
 * The preview's figures, gathered row by row as the file streams past: per person and per
 * project the rows and hours that will be imported, what will be created, and the counts of
 * refused and already imported rows. Pure: the analysis feeds it what it decided.
 */

interface PreviewPerson {
  key: string;
  name: string | null;
  email: string | null;
  rows: number;
  hours: number;
  /** EMAIL and NAME found a member (NAME waits for the Owner's confirmation); NEW will be added, not invited; NEEDS_EMAIL cannot be added without an address. */
  match: 'EMAIL' | 'NAME' | 'NEW' | 'NEEDS_EMAIL';
  memberId: string | null;
  memberName: string | null;
}

interface PreviewProject {
  client: string;
  name: string;
  rows: number;
  hours: number;
  exists: boolean;
}

const HOUR = 3600;
const rounded = (seconds: number) => Math.round((seconds / HOUR) * 100) / 100;

export function createPreviewAccumulator() {
  const people = new Map<string, Omit<PreviewPerson, 'hours'> & { seconds: number }>();
  const projects = new Map<
    string,
    Omit<PreviewProject, 'hours'> & { key: string; clientExists: boolean; seconds: number }
  >();
  const newClients = new Set<string>();
  const newTags = new Map<string, string>();
  const newTasks = new Set<string>();
  const counts = { rows: 0, importable: 0, refused: 0, alreadyImported: 0 };
  let seconds = 0;
  let firstDay: string | null = null;
  let lastDay: string | null = null;

  return {
    counts,
    /** A row that will become an entry, as the analysis matched it. */
    importable(
      row: ImportRow,
      person: Omit<PreviewPerson, 'rows' | 'hours'>,
      project: { key: string; client: string; name: string; exists: boolean; clientExists: boolean } | null,
      labels: { newTask: string | null; newTags: string[] },
      span: { seconds: number; day: string },
    ) {
      counts.rows += 1;
      counts.importable += 1;
      seconds += span.seconds;
      const known = people.get(person.key) ?? { ...person, rows: 0, seconds: 0 };
      known.rows += 1;
      known.seconds += span.seconds;
      people.set(person.key, known);
      if (project) {
        const counted = projects.get(project.key) ?? { ...project, rows: 0, seconds: 0 };
        counted.rows += 1;
        counted.seconds += span.seconds;
        projects.set(project.key, counted);
        if (!project.clientExists) newClients.add(project.client);
        if (labels.newTask) newTasks.add(`${project.key}\u0000${labels.newTask.toLowerCase()}`);
      }
      for (const tag of labels.newTags) newTags.set(tag.toLowerCase(), tag);
      if (firstDay === null || span.day < firstDay) firstDay = span.day;
      if (lastDay === null || span.day > lastDay) lastDay = span.day;
      return row;
    },
    refused() {
      counts.rows += 1;
      counts.refused += 1;
    },
    alreadyImported() {
      counts.rows += 1;
      counts.alreadyImported += 1;
    },
    summary() {
      return {
        rows: { ...counts },
        hours: rounded(seconds),
        firstDay,
        lastDay,
        people: [...people.values()]
          .map(({ seconds: personSeconds, ...person }) => ({ ...person, hours: rounded(personSeconds) }))
          .sort((a, b) => b.hours - a.hours),
        projects: [...projects.values()]
          .map(({ seconds: projectSeconds, key: _key, clientExists: _clientExists, ...project }) => ({
            ...project,
            hours: rounded(projectSeconds),
          }))
          .sort((a, b) => b.hours - a.hours),
        create: {
          clients: [...newClients].sort(),
          projects: [...projects.values()].filter((project) => !project.exists).length,
          tasks: newTasks.size,
          tags: [...newTags.values()].sort(),
        },
      };
    },
  };
}

export type PreviewSummary = ReturnType<ReturnType<typeof createPreviewAccumulator>['summary']>;
