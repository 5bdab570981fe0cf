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

export interface PersonFigures {
  name: string;
  /** Everything known about the person, as text (their facts as JSON). */
  facts: string;
}

/**
 * Figures put on the wrong person: in a sentence naming exactly one person, a number that is
 * neither theirs nor shared (`shared`: the facts without anyone's own figures, e.g. totals and
 * dates) but is a teammate's. Answers the sentence and the number.
 */
export function misattributedFigures(
  answer: string,
  people: readonly PersonFigures[],
  shared: string,
): Array<{ person: string; value: number }> {
  const sharedNumbers = new Set(figuresOf(shared).map(keyOf));
  const own = new Map(people.map((person) => [person.name, new Set(figuresOf(person.facts).map(keyOf))]));
  const anyones = new Set(people.flatMap((person) => figuresOf(person.facts).map(keyOf)));
  const wrong: Array<{ person: string; value: number }> = [];
  for (const sentence of answer.split(/(?<=[.!?])\s+|\n+/)) {
    const named = people.filter((person) => sentence.includes(person.name));
    if (named.length !== 1) continue;
    const person = named[0]!;
    for (const value of numbersIn(sentence)) {
      const key = keyOf(value);
      if (own.get(person.name)!.has(key) || sharedNumbers.has(key)) continue;
      if (anyones.has(key)) wrong.push({ person: person.name, value });
    }
  }
  return wrong;
}
