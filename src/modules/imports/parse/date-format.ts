/**
 * Which date order a file uses, from a sample of its dates. Clockify writes dates in the exporting
 * user's profile format; when every day in the sample is 12 or less, `03/04/2026` reads both as
 * 3 April and 4 March, and only the person who exported the file knows which: the answer says so
 * (docs/decisions/time/import-ambiguous-date-order.md).
 */

import { DATE_FORMATS, parseDate, type DateFormat } from './values.js';

interface DateFormatGuess {
  /** The format rows are read with: the one that fits, or the likelier of the ambiguous ones; null without dates. */
  format: DateFormat | null;
  /** More than one format reads every date of the sample, with different days. */
  ambiguous: boolean;
  /** The formats that read the most dates of the sample, most likely first. */
  candidates: DateFormat[];
}

/**
 * `dayFirst`: the headers are not English, so a day-first order is the likelier one where the
 * sample cannot tell (Spanish, German, French and Portuguese users write the day first).
 */
export function detectDateFormat(samples: readonly string[], dayFirst: boolean): DateFormatGuess {
  const fits = DATE_FORMATS.map((format) => ({
    format,
    count: samples.filter((text) => parseDate(text, format) !== null).length,
  }));
  const best = Math.max(0, ...fits.map((fit) => fit.count));
  if (best === 0) return { format: null, ambiguous: false, candidates: [] };
  const candidates = fits
    .filter((fit) => fit.count === best)
    .map((fit) => fit.format)
    .sort((a, b) => likelihood(a, dayFirst) - likelihood(b, dayFirst));
  return { format: candidates[0] ?? null, ambiguous: candidates.length > 1, candidates };
}

/** Lower is likelier: the order the headers' language suggests first. */
function likelihood(format: DateFormat, dayFirst: boolean): number {
  const isDayFirst = format.startsWith('DD');
  return isDayFirst === dayFirst ? 0 : 1;
}
