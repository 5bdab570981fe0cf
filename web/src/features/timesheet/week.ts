// The local calendar week: Monday 00:00 to next Monday 00:00 in the viewer's time zone, and the
// conversions between the API's ISO instants and the date/time inputs a person fills in.

/** Local midnight of the Monday on or before `day`. */
export function mondayOf(day: Date): Date {
  const monday = new Date(day.getFullYear(), day.getMonth(), day.getDate());
  monday.setDate(monday.getDate() - ((monday.getDay() + 6) % 7));
  return monday;
}

/** `days` calendar days later at the same local wall time (23 or 25 hours across a DST change). */
export function addDays(day: Date, days: number): Date {
  const next = new Date(day);
  next.setDate(next.getDate() + days);
  return next;
}

/** The seven local midnights Monday to Sunday, and the instant range the API is asked for. */
export function weekOf(monday: Date) {
  const days = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
  return { days, from: monday.toISOString(), to: addDays(monday, 7).toISOString() };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM-DD of the local day, as a date input and the URL hold it. */
export function localDateKey(day: Date): string {
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** Local midnight of a YYYY-MM-DD key, or null when it is not a real date. */
export function parseDateKey(key: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const day = new Date(year, month - 1, date);
  return day.getFullYear() === year && day.getMonth() === month - 1 && day.getDate() === date ? day : null;
}

/** HH:MM of an instant in local time, as a time input holds it. */
export function localTimeOf(instant: string): string {
  const time = new Date(instant);
  return `${pad(time.getHours())}:${pad(time.getMinutes())}`;
}

/** The instant of a local date (YYYY-MM-DD) and wall time (HH:MM), or null when either is invalid. */
export function instantOf(dateKey: string, time: string): string | null {
  const day = parseDateKey(dateKey);
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !match) return null;
  day.setHours(Number(match[1]), Number(match[2]), 0, 0);
  return day.toISOString();
}

interface Timed {
  startTime: string;
  durationSeconds: number;
}

/** Entries under the local day they start on, and the day and week totals of worked seconds. */
export function groupByDay<T extends Timed>(days: readonly Date[], entries: readonly T[]) {
  const columns = days.map((day) => ({ day, key: localDateKey(day), entries: [] as T[], totalSeconds: 0 }));
  const byKey = new Map(columns.map((column) => [column.key, column]));
  for (const entry of [...entries].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime))) {
    const column = byKey.get(localDateKey(new Date(entry.startTime)));
    if (!column) continue;
    column.entries.push(entry);
    column.totalSeconds += entry.durationSeconds;
  }
  return { columns, totalSeconds: columns.reduce((sum, column) => sum + column.totalSeconds, 0) };
}
