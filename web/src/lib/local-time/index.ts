export {
  addDaysToKey,
  dayKeyOf,
  daysBetweenKeys,
  instantAt,
  isDayKey,
  isoWeekdayOf,
  startOfDayKey,
  wallTimeOf,
  weekFrom,
  weekStartKey,
  type LocalDay,
} from './days';
export { LocalTimeProvider, useLocalTime, zoneOf, type LocalTime } from './local-time';
