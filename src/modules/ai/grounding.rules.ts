/**
 * A model may only state figures it was given. The numbers of an answer (in digits or written as
 * words) are compared with the numbers in the facts or tool results and the question; any other
 * number makes the answer ungrounded. A sentence about one person may only state that person's
 * figures or the team's, not a teammate's.
 */
const NUMBER = /-?\d+(?:[.,]\d+)*(?:\.\d+)?/g;

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
/** "twelve", "forty-two", "forty two", "a hundred", "three hundred and five": words people write figures in. */
const WORD_NUMBER = new RegExp(
  `\\b(?:(a|${Object.keys(UNITS).join('|')})\\s+hundred(?:\\s+(?:and\\s+)?)?)?` +
    `(?:(${Object.keys(TENS).join('|')})(?:[-\\s](${Object.keys(UNITS).slice(1, 10).join('|')}))?|(${Object.keys(UNITS).join('|')}))?\\b`,
  'gi',
);

function wordNumbersIn(text: string): number[] {
  const found: number[] = [];
  for (const match of text.matchAll(WORD_NUMBER)) {
    const [whole, hundreds, tens, tensUnit, unit] = match;
    if (!whole.trim() || (!hundreds && !tens && !unit)) continue;
    // "one" alone is an article as often as a figure ("one of the projects"): not counted.
    if (!hundreds && !tens && unit?.toLowerCase() === 'one') continue;
    const base = hundreds ? (hundreds.toLowerCase() === 'a' ? 1 : UNITS[hundreds.toLowerCase()]!) * 100 : 0;
    const rest = tens
      ? TENS[tens.toLowerCase()]! + (tensUnit ? UNITS[tensUnit.toLowerCase()]! : 0)
      : unit
        ? UNITS[unit.toLowerCase()]!
        : 0;
    found.push(base + rest);
  }
  return found;
}

export function numbersIn(text: string): number[] {
  return [
    ...[...text.matchAll(NUMBER)].map((match) => Number(match[0].replace(/,(?=\d{3}\b)/g, ''))),
    ...wordNumbersIn(text),
  ].filter((value) => Number.isFinite(value));
}

const keyOf = (value: number) => Math.round(Math.abs(value) * 100);

const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
/** A source's figures: ids are not figures (their digit runs would let almost any small number pass). */
const figuresOf = (source: string) => numbersIn(source.replace(UUID, ' '));

/** The numbers of `answer` found in none of the sources (compared to the cent). */
export function ungroundedNumbers(answer: string, sources: string[]): number[] {
  const known = new Set(sources.flatMap(figuresOf).map(keyOf));
  return numbersIn(answer).filter((value) => !known.has(keyOf(value)));
}

export interface SubjectFigures {
  /** A person's or a project's name, as the prose writes it. */
  name: string;
  /** Everything known about the subject, as text (its facts as JSON). */
  facts: string;
}

/** People and projects whose figures the prose may state, and what any sentence may state besides. */
export interface Subjects {
  people: SubjectFigures[];
  projects: SubjectFigures[];
  /** The figures that are no one's own: totals, dates, counts (the facts without the subjects). */
  shared: string;
}

/**
 * Figures put on the wrong person or project: in a sentence naming exactly one person (or exactly
 * one project), a number that is a fellow person's (project's) own figure, but neither the named
 * one's, nor of anyone or anything else the sentence names (Ada's hours on Website are Ada's and
 * Website's), nor shared. A sentence naming two people is left to the number check.
 */
export function misattributedFigures(answer: string, subjects: Subjects): Array<{ subject: string; value: number }> {
  const sharedNumbers = new Set(figuresOf(subjects.shared).map(keyOf));
  const own = new Map<SubjectFigures, Set<number>>(
    [...subjects.people, ...subjects.projects].map((subject) => [
      subject,
      new Set(figuresOf(subject.facts).map(keyOf)),
    ]),
  );
  const wrong: Array<{ subject: string; value: number }> = [];
  for (const sentence of answer.split(/(?<=[.!?])\s+|\n+/)) {
    const named = [...own.keys()].filter((subject) => sentence.includes(subject.name));
    const allowed = new Set([...sharedNumbers, ...named.flatMap((subject) => [...own.get(subject)!])]);
    for (const kind of [subjects.people, subjects.projects]) {
      const inSentence = kind.filter((subject) => named.includes(subject));
      if (inSentence.length !== 1) continue;
      const others = new Set(kind.filter((subject) => subject !== inSentence[0]).flatMap((s) => [...own.get(s)!]));
      for (const value of numbersIn(sentence)) {
        const key = keyOf(value);
        if (!allowed.has(key) && others.has(key)) wrong.push({ subject: inSentence[0]!.name, value });
      }
    }
  }
  return wrong;
}

type Json = unknown;

const numbersOf = (value: Json): number[] =>
  Array.isArray(value)
    ? value.flatMap(numbersOf)
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(numbersOf)
      : typeof value === 'number'
        ? [value]
        : [];
const withoutNumbers = (value: Json): Json =>
  Array.isArray(value)
    ? value.map(withoutNumbers)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutNumbers(item)]))
      : typeof value === 'number'
        ? null
        : value;

/** Who or what a tool result's object is about: a project (a `project` field, a row of `projects`) and/or a person. */
function namesOf(record: Record<string, Json>, parentKey: string) {
  const text = (value: Json) => (typeof value === 'string' ? value : undefined);
  const project = text(record.project) ?? (parentKey === 'projects' ? text(record.name) : undefined);
  const person = text(record.member) ?? (project === undefined ? text(record.name) : undefined);
  return { project, person };
}

/**
 * The people and projects of chat tool results: the numbers of an object naming a project or a
 * person are that subject's own (Ada's hours on Website are both Ada's and Website's); numbers
 * outside such objects, and every date and name, are shared.
 */
export function subjectsOfResults(results: readonly Json[]): Subjects {
  const people = new Map<string, number[]>();
  const projects = new Map<string, number[]>();
  const add = (into: Map<string, number[]>, name: string, figures: number[]) =>
    into.set(name, [...(into.get(name) ?? []), ...figures]);
  const shared = (value: Json, parentKey: string): Json => {
    if (Array.isArray(value)) return value.map((item) => shared(item, parentKey));
    if (!value || typeof value !== 'object') return value;
    const record = value as Record<string, Json>;
    const { project, person } = namesOf(record, parentKey);
    if (project !== undefined) add(projects, project, numbersOf(record));
    if (person !== undefined) add(people, person, numbersOf(record));
    // Nested rows (a person's projects) are subjects of their own as well.
    const rest = Object.fromEntries(Object.entries(record).map(([key, item]) => [key, shared(item, key)]));
    return project !== undefined || person !== undefined ? withoutNumbers(rest) : rest;
  };
  const common = results.map((result) => shared(result, ''));
  const listOf = (map: Map<string, number[]>) =>
    [...map].map(([name, figures]) => ({ name, facts: figures.join(' ') }));
  return { people: listOf(people), projects: listOf(projects), shared: JSON.stringify(common) };
}
