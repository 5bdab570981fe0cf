// Finding a time zone as people think of it: by city ("berlin", "new york"), by region ("europe"),
// or by its offset from UTC now ("+01:00", "UTC+1", "GMT-5", "+0530"). What is stored stays the
// IANA name; the offset is today's, so it follows summer time.

export interface ZoneOption {
  /** The IANA name, the value that is saved. */
  name: string;
  /** Minutes ahead of UTC at the moment the list was made (negative: behind). */
  offsetMinutes: number;
  /** "UTC+01:00", "UTC−05:00", "UTC+00:00". */
  offsetLabel: string;
  /** "europe berlin": the name as words, for matching what was typed. */
  words: string;
  /** "berlin": the name's last part, matched first. */
  city: string;
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset at `now`, in minutes, from the browser's own zone data. */
export function offsetMinutesOf(zone: string, now: Date): number {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    offsetFormats.set(zone, format);
  }
  // "GMT+05:30", "GMT-08:00", or plain "GMT" at UTC.
  const name = format.formatToParts(now).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const [, sign, hours, minutes] = match;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

export function offsetLabel(minutes: number): string {
  // A true minus sign reads better than a hyphen; screen readers say "minus" for both.
  const sign = minutes < 0 ? '−' : '+';
  const whole = Math.abs(minutes);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `UTC${sign}${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

const asWords = (text: string) => text.toLowerCase().replace(/[_/]+/g, ' ').trim();

export function zoneOptions(names: readonly string[], now: Date): ZoneOption[] {
  return names.map((name) => {
    const offsetMinutes = offsetMinutesOf(name, now);
    return {
      name,
      offsetMinutes,
      offsetLabel: offsetLabel(offsetMinutes),
      words: asWords(name),
      city: asWords(name.slice(name.lastIndexOf('/') + 1)),
    };
  });
}

/**
 * An offset typed as "+1", "+01:00", "-0530", "UTC+1", "GMT−5" or "utc +5:30", in minutes; null
 * when the text is not an offset (then it is matched as words).
 */
export function parseOffsetQuery(query: string): number | null {
  const match = /^(?:utc|gmt)?\s*([+\-−])\s*(\d{1,2})(?::?(\d{2}))?$/i.exec(query.trim());
  if (!match) return null;
  const [, sign, hours, minutes] = match;
  const total = Number(hours) * 60 + Number(minutes ?? 0);
  if (Number(hours) > 14 || Number(minutes ?? 0) > 59) return null;
  return sign === '+' ? total : -total;
}

/** The zones matching what was typed, those whose city starts with it first; all of them for nothing typed. */
export function searchZones(options: readonly ZoneOption[], query: string): ZoneOption[] {
  const trimmed = query.trim();
  if (trimmed === '') return [...options];
  const offset = parseOffsetQuery(trimmed);
  if (offset !== null) return options.filter((option) => option.offsetMinutes === offset);
  const terms = asWords(trimmed).split(/\s+/);
  const matches = options.filter((option) => terms.every((term) => option.words.includes(term)));
  const phrase = terms.join(' ');
  const cityFirst = (option: ZoneOption) => (option.city.startsWith(phrase) ? 0 : 1);
  return matches.sort((a, b) => cityFirst(a) - cityFirst(b));
}
