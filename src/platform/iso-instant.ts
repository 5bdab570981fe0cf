const MS_PER_DAY = 86_400_000;
/** 10000-01-01T00:00:00Z: from here on `toISOString` writes a six-digit, signed year. */
const YEAR_10000 = 253_402_300_800_000;

const twoDigits = (n: number) => (n < 10 ? `0${n}` : `${n}`);
const threeDigits = (n: number) => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : `${n}`);

/**
 * `date.toISOString()`, written with integer arithmetic. V8's own takes about 1 µs a call (measured
 * on Node 20); this about a quarter of that, which matters where a page of 200 entries writes four
 * instants each. Dates outside years 0000–9999, and invalid ones, go to `toISOString` itself.
 */
export function isoInstant(date: Date): string {
  const ms = date.getTime();
  if (!(ms >= 0 && ms < YEAR_10000)) return date.toISOString();
  const days = Math.floor(ms / MS_PER_DAY);
  let rest = ms - days * MS_PER_DAY;
  // Days since 1970-01-01 to a civil date: H. Hinnant's `civil_from_days`, with eras of 400 years
  // counted from 0000-03-01 so that a leap day ends its year.
  const shifted = days + 719_468;
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const marchMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * marchMonth + 2) / 5) + 1;
  const month = marchMonth < 10 ? marchMonth + 3 : marchMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / 1000);
  const yearText = year < 1000 ? String(year).padStart(4, '0') : `${year}`;
  return `${yearText}-${twoDigits(month)}-${twoDigits(day)}T${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(seconds)}.${threeDigits(rest - seconds * 1000)}Z`;
}
