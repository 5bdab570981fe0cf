import { addDaysToDay, dayStart, isoWeekday, monthOf, weekStartDay, type Weekday } from '../../platform/dates.js';

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const isoWeekdayOfDay = (day: string) => isoWeekday(dayStart(day));

/** Words of the languages people most often ask in besides English: an answer says only English is read. */
const OTHER_LANGUAGE =
  /[¿¡ñãõçßäöüàèìòùâêîôûéáíóú]|\b(wie|viele|stunden|woche|gearbeitet|cuántas|cuantas|horas|semana|trabajó|combien|heures|semaine|quante|ore|settimana|hoeveel|uren|quantas)\b/i;

/**
 * The built-in engine's reading of a question: which tool answers it and with which arguments,
 * by keywords and the organization's own member and project names. Pure, so it is tested alone.
 */
type Intent =
  | { kind: 'tool'; tool: string; args: Record<string, unknown> }
  | { kind: 'unknown-name'; name: string }
  | { kind: 'other-language' }
  | { kind: 'unsupported' };

/**
 * A period named in the question, relative to `today` (the caller's local day), weeks starting on
 * `firstDay`; undefined means the tool's default.
 */
export function periodIn(text: string, today: string, firstDay: Weekday = 1): { from: string; to: string } | undefined {
  const weekStart = weekStartDay(today, firstDay);
  const days = [...text.matchAll(/\b(\d{4}-\d{2}-\d{2})\b/g)].map((match) => match[1]!);
  if (days.length >= 2) return { from: days[0]!, to: days[1]! };
  if (days.length === 1) return { from: days[0]!, to: days[0]! };
  if (/\btoday\b/.test(text)) return { from: today, to: today };
  if (/\byesterday\b/.test(text)) {
    const day = addDaysToDay(today, -1);
    return { from: day, to: day };
  }
  const weekday = WEEKDAYS.findIndex((name) => new RegExp(`\\b(on )?${name}\\b`).test(text));
  if (weekday >= 0) {
    // The latest such day up to today: "Monday" on a Friday is this week's, on a Sunday-first Monday last week's.
    const back = (isoWeekdayOfDay(today) - (weekday + 1) + 7) % 7;
    const day = addDaysToDay(today, -back);
    return { from: day, to: day };
  }
  if (/\blast week\b/.test(text)) {
    return { from: addDaysToDay(weekStart, -7), to: addDaysToDay(weekStart, -1) };
  }
  if (/\bthis month\b/.test(text)) return { from: monthOf(today).from, to: today };
  if (/\blast month\b/.test(text)) return monthOf(today, -1);
  const lastDays = /\blast (\d{1,3}) days\b/.exec(text);
  if (lastDays) {
    return { from: addDaysToDay(today, -(Number(lastDays[1]) - 1)), to: today };
  }
  return undefined;
}

function named(text: string, names: string[]): string | undefined {
  const lower = text.toLowerCase();
  const full = names.filter((name) => lower.includes(name.toLowerCase()));
  if (full.length) return full.sort((a, b) => b.length - a.length)[0];
  const first = names.filter((name) => new RegExp(`\\b${escape(name.split(' ')[0]!.toLowerCase())}\\b`).test(lower));
  return first.length === 1 ? first[0] : undefined;
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const STOP = new Set(
  'I What Who How Which When Is Are Did Does Do Has Have Was Were The This Last Show Tell List Give Please Team Our My Me Today Yesterday Monday Tuesday Wednesday Thursday Friday Saturday Sunday'.split(
    ' ',
  ),
);

/** A capitalised name in the question that is neither a member nor a project of the organization. */
function strangerIn(message: string, known: string[]): string | undefined {
  const lowerKnown = known.map((name) => name.toLowerCase());
  // The first word is capitalised because it starts the sentence, not because it is a name.
  const candidates = [...message.replace(/^\s*\S+/, '').matchAll(/\b([A-Z][a-z]+(?:\s+[A-Z][a-z]+)*)\b/g)]
    .map((match) =>
      match[1]!
        .split(/\s+/)
        .filter((word) => !STOP.has(word))
        .join(' '),
    )
    .filter(Boolean);
  return candidates.find((candidate) => !lowerKnown.some((name) => name.includes(candidate.toLowerCase())));
}

/** The names the chat may resolve: the caller's directory tool answer. */
interface Directory {
  members: string[];
  projects: string[];
  clients?: string[];
  tasks?: string[];
}

/** A client or task named in full (first names are for people only). */
function namedInFull(text: string, names: string[] = []): string | undefined {
  const lower = text.toLowerCase();
  return names
    .filter((name) => new RegExp(`\\b${escape(name.toLowerCase())}\\b`).test(lower))
    .sort((a, b) => b.length - a.length)[0];
}

export function intentOf(message: string, today: string, directory: Directory, firstDay: Weekday = 1): Intent {
  const member = named(message, directory.members);
  const project = named(message, directory.projects);
  // A project and its client may share a name; the project, the narrower, wins.
  const client = project ? undefined : namedInFull(message, directory.clients);
  const task = namedInFull(message, directory.tasks);
  // Keywords are read with the names taken out, so a project called "Mobile App" is no question about apps.
  const text = [member, project, client, task]
    .filter((name): name is string => Boolean(name))
    .reduce((rest, name) => rest.replace(new RegExp(escape(name), 'gi'), ' '), message)
    .toLowerCase();
  const period = periodIn(text, today, firstDay) ?? {};
  const stranger = strangerIn(message, [
    ...directory.members,
    ...directory.projects,
    ...(directory.clients ?? []),
    ...(directory.tasks ?? []),
  ]);
  const work = { ...(project ? { project } : {}), ...(client ? { client } : {}) };

  if (OTHER_LANGUAGE.test(message)) return { kind: 'other-language' };
  const who = member ? { member } : {};
  if (
    /\b(not tracked|hasn't tracked|has not tracked|haven't tracked|have not tracked|no time today|missing time)\b/.test(
      text,
    )
  ) {
    return { kind: 'tool', tool: 'not_tracked_today', args: {} };
  }
  if (/\b(online|right now|currently|tracking now|working now)\b/.test(text)) {
    return { kind: 'tool', tool: 'online_members', args: {} };
  }
  if (/\bbudgets?\b/.test(text)) {
    if (project) return { kind: 'tool', tool: 'project_budget', args: { project } };
    if (/\b(which|what|any|projects)\b/.test(text)) return { kind: 'tool', tool: 'budgets_at_risk', args: {} };
    return stranger ? { kind: 'unknown-name', name: stranger } : { kind: 'unsupported' };
  }
  if (/\b(capacity|overtime|over capacity|under capacity|utili[sz]ation)\b/.test(text)) {
    return { kind: 'tool', tool: 'capacity', args: period };
  }
  if (/\bidle\b/.test(text)) return { kind: 'tool', tool: 'idle_time', args: { ...period, ...who } };
  if (/\b(compare|compared|than last|versus|vs\.?)\b/.test(text)) {
    return { kind: 'tool', tool: 'compare_weeks', args: who };
  }
  if (/\b(profitable|profit|profits|margin)\b/.test(text)) {
    return { kind: 'tool', tool: 'project_profits', args: period };
  }
  if (/\b(unbilled|billable amount|revenue|earn|earned|money|invoice|invoiced|billed|bill)\b/.test(text)) {
    return { kind: 'tool', tool: 'billable_amounts', args: { ...period, ...work } };
  }
  if (member && /\bwhat did\b.*\b(do|work on|work)\b|\bwhat has\b.*\b(done|worked on)\b/.test(text)) {
    return { kind: 'tool', tool: 'work_of', args: { ...period, member } };
  }
  if (/\bwhich project\b|\bwhat project\b|\bprojects?\b.*\bmost\b/.test(text)) {
    return { kind: 'tool', tool: 'top_projects', args: period };
  }
  if (/\b(apps?|applications?|programs?)\b/.test(text)) {
    if (!member && stranger) return { kind: 'unknown-name', name: stranger };
    return { kind: 'tool', tool: 'top_apps', args: { ...period, ...(member ? { member } : {}) } };
  }
  if (
    /\bwho\b.*\b(most|least|more|less|top)\b|\b(ranking|rank|leaderboard)\b|\bhow many (people|members)\b/.test(text)
  ) {
    return { kind: 'tool', tool: 'top_members', args: period };
  }
  if (/\b(hours?|time|worked|work|logged|tracked|how long|how much)\b/.test(text)) {
    if (!member && !project && !client && !task && stranger) return { kind: 'unknown-name', name: stranger };
    return {
      kind: 'tool',
      tool: 'hours_worked',
      args: { ...period, ...who, ...work, ...(task ? { task } : {}) },
    };
  }
  return { kind: 'unsupported' };
}
