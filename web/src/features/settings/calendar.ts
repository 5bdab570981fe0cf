import { t } from '../../lib/i18n';

/** The organization's calendar as GET /organizations/current/settings answers it. */
export interface Calendar {
  timeZone: string;
  /** ISO weekday: 1 Monday … 7 Sunday. */
  firstDayOfWeek: number;
  workingDays: number[];
}

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const dayName = (day: number) => t(`settings.day${day}` as 'settings.day1');
