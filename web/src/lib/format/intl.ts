// Dates, times, durations and money in the viewer's locale and a time zone, through Intl only.
// Signed-in screens use `useLocalTime().format` (lib/local-time: the member's zone); `format`
// (format/index.ts) is the browser's zone, for numbers and public pages; tests build their own.

export interface FormatSettings {
  /** BCP 47 locales in order of preference, e.g. navigator.languages. */
  locales: readonly string[];
  /** IANA time zone; the viewer's own when omitted (an organization's for team views). */
  timeZone?: string;
}

type Instant = Date | string | number;

const toDate = (instant: Instant) => (instant instanceof Date ? instant : new Date(instant));

export function createFormatters({ locales, timeZone }: FormatSettings) {
  const locale = [...locales];
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const hours = new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'short' });
  const minutes = new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'short' });
  const parts = new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' });
  const longMinutes = new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' });
  const longSeconds = new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'long' });
  const longParts = new Intl.ListFormat(locale, { type: 'unit', style: 'long' });
  const number = new Intl.NumberFormat(locale);
  const sizes = (['kilobyte', 'megabyte', 'gigabyte'] as const).map(
    (unit) => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }),
  );
  const money = new Map<string, Intl.NumberFormat>();

  return {
    /** 24 Nov 2026 / Nov 24, 2026 */
    date: (instant: Instant) => date.format(toDate(instant)),
    /** Tue, 24 Nov — a column heading in a week view. */
    weekday: (instant: Instant) => weekday.format(toDate(instant)),
    /** 14:05 / 2:05 PM */
    time: (instant: Instant) => time.format(toDate(instant)),
    dateTime: (instant: Instant) => dateTime.format(toDate(instant)),
    /** Whole minutes as hours and minutes: "7 hr, 30 min" style per locale; "0 min" for nothing. */
    duration(totalSeconds: number) {
      const totalMinutes = Math.floor(Math.max(0, totalSeconds) / 60);
      const h = Math.floor(totalMinutes / 60);
      const m = totalMinutes % 60;
      if (h === 0) return minutes.format(m);
      if (m === 0) return hours.format(h);
      return parts.format([hours.format(h), minutes.format(m)]);
    },
    /** A short span to the second, in words: "3 seconds", "1 minute, 30 seconds" (a timer under its minimum). */
    seconds(totalSeconds: number) {
      const total = Math.floor(Math.max(0, totalSeconds));
      const m = Math.floor(total / 60);
      const s = total % 60;
      if (m === 0) return longSeconds.format(s);
      if (s === 0) return longMinutes.format(m);
      return longParts.format([longMinutes.format(m), longSeconds.format(s)]);
    },
    /** A running timer or a table cell: 7:05, 0:42; hours are not wrapped at 24. */
    durationClock(totalSeconds: number, withSeconds = false) {
      const total = Math.floor(Math.max(0, totalSeconds));
      const h = Math.floor(total / 3600);
      const m = String(Math.floor((total % 3600) / 60)).padStart(2, '0');
      const s = String(total % 60).padStart(2, '0');
      return withSeconds ? `${number.format(h)}:${m}:${s}` : `${number.format(h)}:${m}`;
    },
    /** An exact decimal amount (the API sends money as a string or a number) with its currency's symbol. */
    money(amount: number | string, currency: string) {
      let formatter = money.get(currency);
      if (!formatter) {
        formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
        money.set(currency, formatter);
      }
      return formatter.format(typeof amount === 'string' ? (amount as Intl.StringNumericLiteral) : amount);
    },
    number: (value: number) => number.format(value),
    /** A file's size in kB, MB or GB (decimal units, as file managers show them): "12.3 MB". */
    fileSize(bytes: number) {
      const tier = bytes < 1e6 ? 0 : bytes < 1e9 ? 1 : 2;
      return sizes[tier]!.format(Math.max(bytes, 100) / 10 ** (3 * (tier + 1)));
    },
  };
}

export type Formatters = ReturnType<typeof createFormatters>;
