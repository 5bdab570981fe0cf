/**
 * A model may only state figures it was given. The numbers of an answer are compared with the
 * numbers in the tool results and the question; any other number makes the answer ungrounded.
 */
const NUMBER = /-?\d+(?:[.,]\d+)*(?:\.\d+)?/g;

export function numbersIn(text: string): number[] {
  return [...text.matchAll(NUMBER)]
    .map((match) => Number(match[0].replace(/,(?=\d{3}\b)/g, '')))
    .filter((value) => Number.isFinite(value));
}

/** The numbers of `answer` found in none of the sources (compared to the cent). */
export function ungroundedNumbers(answer: string, sources: string[]): number[] {
  const known = new Set(sources.flatMap(numbersIn).map((value) => Math.round(Math.abs(value) * 100)));
  return numbersIn(answer).filter((value) => !known.has(Math.round(Math.abs(value) * 100)));
}
