/**
 * One cell's text to a value: dates in a named format, times in 12- or 24-hour form, durations,
 * decimal numbers in either convention, yes/no words in five languages, currencies, tags. Each
 * returns null for text it cannot read; the caller words the problem (normalise.ts).
 */

import { normaliseHeader } from './header-words.js';
import type { LocalDateTime } from './import-row.js';

/** The date orders Clockify offers in its profile settings, and what spreadsheets write. */
export const DATE_FORMATS = [
  'YYYY-MM-DD',
  'YYYY/MM/DD',
  'MM/DD/YYYY',
  'DD/MM/YYYY',
  'DD.MM.YYYY',
  'DD-MM-YYYY',
  'MM-DD-YYYY',
] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

const DATE_PATTERN: Record<DateFormat, { pattern: RegExp; order: 'ymd' | 'mdy' | 'dmy' }> = {
  'YYYY-MM-DD': { pattern: /^(\d{4})-(\d{1,2})-(\d{1,2})$/, order: 'ymd' },
  'YYYY/MM/DD': { pattern: /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/, order: 'ymd' },
  'MM/DD/YYYY': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, order: 'mdy' },
  'DD/MM/YYYY': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, order: 'dmy' },
  'DD.MM.YYYY': { pattern: /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/, order: 'dmy' },
  'DD-MM-YYYY': { pattern: /^(\d{1,2})-(\d{1,2})-(\d{4})$/, order: 'dmy' },
  'MM-DD-YYYY': { pattern: /^(\d{1,2})-(\d{1,2})-(\d{4})$/, order: 'mdy' },
};

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `31/02/2026` in DD/MM/YYYY is no date: null. Days and months may have one digit (`3/9/2026`). */
export function parseDate(text: string, format: DateFormat): string | null {
  const { pattern, order } = DATE_PATTERN[format];
  const match = pattern.exec(text.trim());
  if (!match) return null;
  const [a, b, c] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [year, month, day] = order === 'ymd' ? [a, b, c] : order === 'mdy' ? [c, a, b] : [c, b, a];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `14:05`, `14:05:09`, `2:05:09 PM`, `2:05 p. m.` → `14:05:09`-style 24-hour text. */
export function parseTime(text: string): string | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(?:([ap])\.?\s*m\.?)?$/i.exec(text.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = Number(match[3] ?? 0);
  const half = match[4]?.toLowerCase();
  if (minutes > 59 || seconds > 59) return null;
  if (half) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (half === 'p' ? 12 : 0);
  } else if (hours > 23) return null;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

/** `01:45:53`, `1:45`, `27:00:00` (hours may pass 24), `-00:30:00` (negative) → seconds. */
export function parseClockDuration(text: string): number | null {
  const match = /^([-−])?(\d+):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const minutes = Number(match[3]);
  const seconds = Number(match[4] ?? 0);
  if (minutes > 59 || seconds > 59) return null;
  const total = Number(match[2]) * 3600 + minutes * 60 + seconds;
  return match[1] ? -total : total;
}

/** How a file writes decimals: `1,234.5` or `1.234,5` (Harvest with a European number format). */
export type DecimalSeparator = '.' | ',';

const GROUPED = {
  '.': /^[-−]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/,
  ',': /^[-−]?(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?$/,
};

/**
 * A decimal as a plain string with a '.' point and no grouping: `"2.000,0"` → `2000.0` when the
 * file uses commas, `1,234.5` → `1234.5` when it uses points. Spaces (also the narrow no-break
 * space French grouping uses) and apostrophes (Swiss) are grouping too. Digits after the point are
 * kept as written (`140.0` stays `140.0`).
 */
export function parseDecimal(text: string, separator: DecimalSeparator): string | null {
  const compact = text.trim().replace(/[\s\u00a0\u202f'’]/g, '');
  if (!GROUPED[separator].test(compact)) return null;
  const grouping = separator === '.' ? ',' : '.';
  return compact.split(grouping).join('').replace(',', '.').replace('−', '-');
}

/**
 * The convention a sample of numbers shows: a comma with one, two or four-plus digits after it
 * (`1,5`, `246,40`), or a point before a last comma (`2.000,0`), is a decimal comma. Three digits
 * after a lone comma (`1,500`) say nothing; the point is the default.
 */
export function decimalSeparatorOf(samples: Iterable<string>): DecimalSeparator {
  for (const text of samples) {
    const compact = text.trim().replace(/[\s\u00a0\u202f'’]/g, '');
    if (/,\d{1,2}$/.test(compact) || /,\d{4,}$/.test(compact) || /\.\d{3},\d*$/.test(compact)) return ',';
    if (/\.\d{1,2}$/.test(compact) || /\.\d{4,}$/.test(compact) || /,\d{3}\.\d*$/.test(compact)) return '.';
  }
  return '.';
}

/** Decimal hours to whole seconds, rounded: `1.76` → 6336. */
export function hoursToSeconds(decimal: string): number {
  return Math.round(Number(decimal) * 3600);
}

const YES = new Set(['yes', 'y', 'true', '1', 'si', 'ja', 'j', 'oui', 'sim', 'x']);
const NO = new Set(['no', 'n', 'false', '0', 'nein', 'non', 'nao']);

/** `Yes`, `Sí`, `Ja`, `Oui`, `Sim`, … → true; their opposites → false; empty or anything else → null (not known). */
export function parseYesNo(text: string): boolean | null {
  const word = normaliseHeader(text);
  if (YES.has(word)) return true;
  if (NO.has(word)) return false;
  return null;
}

const CURRENCY_SIGNS: Record<string, string> = { '€': 'EUR', $: 'USD', '£': 'GBP' };

/** `Euro - EUR`, `EUR`, `United States Dollar - USD`, `€` → the ISO 4217 code; null when none is there. */
export function parseCurrency(text: string): string | null {
  const trimmed = text.trim();
  const code = /(?:^|[\s\-–(])([A-Z]{3})\)?$/.exec(trimmed) ?? /^([a-z]{3})$/i.exec(trimmed);
  if (code?.[1]) return code[1].toUpperCase();
  return CURRENCY_SIGNS[trimmed] ?? null;
}

/** Toggl and Clockify join tags with ", ": each once, in the file's order. */
export function splitTags(text: string): string[] {
  const tags = text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
  return [...new Set(tags)];
}

/** end − start on the wall clock, in seconds (no zone: a DST day is 24 hours here). */
export function wallClockSeconds(start: LocalDateTime, end: LocalDateTime): number {
  const instant = (moment: LocalDateTime) => Date.parse(`${moment.date}T${moment.time}Z`);
  return (instant(end) - instant(start)) / 1000;
}
